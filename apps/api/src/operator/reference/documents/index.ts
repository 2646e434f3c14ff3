import type { Db } from '../../../db/client.ts';
import type { DocumentsPort } from '../../documents-port.ts';
import { createCompanyMoney } from './company-money.ts';
import { createInvoiceQueries } from './invoices.ts';

/** The reference operator's money documents (the DocumentsPort part of the port, decision 019). */
export function createReferenceDocuments(db: Db): DocumentsPort {
  return { ...createCompanyMoney(db), ...createInvoiceQueries(db) };
}

import type { Db } from '../../../db/client.ts';
import type { BulkPort } from '../../bulk-port.ts';
import { bulkCatalogue } from './bulk-catalogue.ts';

/** The reference operator's side of bulk actions (decision 023). */
export function createReferenceBulk(db: Db): BulkPort {
  return { bulkCatalogue: bulkCatalogue(db) };
}

import type { Db } from '../../../db/client.ts';
import type { NumbersPort } from '../../numbers-port.ts';
import { createCompanyLines } from './company-lines.ts';

/** The reference operator's company lines (decision 034): what the portal's index is filled from. */
export function createReferenceNumbers(db: Db): NumbersPort {
  return createCompanyLines(db);
}

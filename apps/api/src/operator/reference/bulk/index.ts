import type { Db } from '../../../db/client.ts';
import type { BulkPort } from '../../bulk-port.ts';
import { bulkCatalogue, bulkNumbersOf } from './bulk-catalogue.ts';
import { countBulkSelection } from './bulk-selection-counts.ts';

/** The reference operator's side of bulk actions (decision 023). */
export function createReferenceBulk(db: Db): BulkPort {
  return {
    countBulkSelection: countBulkSelection(db),
    bulkCatalogue: bulkCatalogue(db),
    bulkNumbersOf: bulkNumbersOf(db),
  };
}

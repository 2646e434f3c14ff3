import type { BulkCatalogueProduct } from '@kabinet/contract';

// The operator port's part for bulk actions (decision 023): the catalogue a job can connect from.
// What a selection would give and its numbers are read from the portal's index (decision 034).

export interface BulkPort {
  /** the catalogue's products on sale for any of the company's tariffs, in display order */
  bulkCatalogue(bin: string): Promise<BulkCatalogueProduct[]>;
}

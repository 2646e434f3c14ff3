import { randomUUID } from 'node:crypto';
import { bulkItemsListSchema, bulkJobSchema, type BulkJob } from '@kabinet/contract';
import type { TestClient } from './client.ts';
import { waitFor } from './operator-fixtures.ts';

/** A test server whose bulk workers go fast: the suites wait for jobs, not for the rate (decision 023). */
export const FAST_BULK_ENV = {
  RATE_LIMIT_FACTOR: '100',
  BULK_RATE_PER_COMPANY: '200',
  BULK_RATE_TOTAL: '400',
} as const;

/** A client's bulk calls: start a job, read it, wait for its end, read its items. */
export function bulkCalls(client: TestClient) {
  const jobOf = async (id: string) => bulkJobSchema.parse((await client.get(`/api/bulk/jobs/${id}`)).body);
  return {
    create: (body: unknown, key = randomUUID(), as = client) =>
      as.post('/api/bulk/jobs', { body, headers: { 'idempotency-key': key } }),
    jobOf,
    finished: (id: string) =>
      waitFor(
        () => jobOf(id),
        (job: BulkJob) => job.state !== 'queued' && job.state !== 'running',
      ),
    itemsOf: async (id: string) =>
      bulkItemsListSchema.parse(
        (await client.get(`/api/bulk/jobs/${id}/items`, { query: { pageSize: 100 } })).body,
      ).items,
  };
}

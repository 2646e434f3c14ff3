import { z } from 'zod';

/** How fast the portal lets work through: rate limits and the bulk jobs' pace (decisions 012, 023). */
const limitsSchema = z.object({
  /** multiplies every rate limit of decision 012 (load tests, benchmarks); 1 in production */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** decision 023: numbers a bulk job acts on per second, per company and in total per worker process */
  BULK_RATE_PER_COMPANY: z.coerce.number().min(0.1).max(10_000).default(20),
  BULK_RATE_TOTAL: z.coerce.number().min(0.1).max(10_000).default(40),
  /** decision 023: a number claimed by a worker that has not answered for this long is claimed again */
  BULK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** decision 023: an upload no job was made of is deleted, with its rows, after this many hours */
  BULK_UPLOAD_KEEP_HOURS: z.coerce.number().min(0).max(720).default(24),
  /** decision 023: how often the clean-up of old uploads runs */
  BULK_UPLOAD_CLEANUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
});

export const limitsEnv = limitsSchema.shape;
export type LimitsEnv = z.infer<typeof limitsSchema>;

export interface LimitsConfig {
  /** multiplies every rate limit (RATE_LIMIT_FACTOR) */
  rateLimitFactor: number;
  /** decision 023: bulk jobs' numbers per second, per company and in total (BULK_RATE_*) */
  bulkRate: {
    perCompany: number;
    total: number;
    leaseSeconds: number;
    uploadKeepHours: number;
    uploadCleanupSeconds: number;
  };
}

export function limitsConfig(e: LimitsEnv): LimitsConfig {
  return {
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    bulkRate: {
      perCompany: e.BULK_RATE_PER_COMPANY,
      total: e.BULK_RATE_TOTAL,
      leaseSeconds: e.BULK_LEASE_SECONDS,
      uploadKeepHours: e.BULK_UPLOAD_KEEP_HOURS,
      uploadCleanupSeconds: e.BULK_UPLOAD_CLEANUP_SECONDS,
    },
  };
}

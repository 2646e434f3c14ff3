import { isIP } from 'node:net';
import { z } from 'zod';
import { commaList, emptyToUndefined } from './env-values.ts';

/** decision 035: a host allowed to be internal — any port, or only the one named */
export interface AllowedHost {
  host: string;
  port: number | null;
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * One WEBHOOK_ALLOW_HOSTS entry: `host`, `host:port`, `[v6]`, `[v6]:port` or a bare IPv6 address;
 * null when it is none of them (a URL, a path, a port out of range).
 */
export function allowedHostOf(entry: string): AllowedHost | null {
  const text = entry.trim().toLowerCase();
  if (isIP(text) === 6) return { host: text, port: null };
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(text);
  if (!match) return null;
  const host = match[1] ?? match[2]!;
  if (match[1] !== undefined ? isIP(host) !== 6 : isIP(host) !== 4 && !HOST_NAME.test(host)) return null;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { host, port };
}

/** decision 031: webhook delivery. */
const webhookSchema = z.object({
  /**
   * decision 031: `true` lets webhooks go to private, loopback and link-local addresses (receivers
   * on a developer's machine, tests); never in production
   */
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** decision 031: hosts (comma-separated names or addresses) allowed to be internal, one by one */
  WEBHOOK_ALLOW_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => commaList(value).every((entry) => allowedHostOf(entry) !== null),
        'must be a comma-separated list of host, host:port or [IPv6]:port entries',
      )
      .optional(),
  ),
  /** decision 031: the first retry's delay; each next one is 3 times longer (10 s … 18 h: about a day) */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  /** decision 031: an endpoint failing this long is disabled and its administrators are e-mailed */
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(7 * 86_400_000)
    .default(86_400_000),
  /** decision 031: how long a receiver may take to answer one attempt */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export const webhookEnv = webhookSchema.shape;
export type WebhookEnv = z.infer<typeof webhookSchema>;

export interface WebhookSettings {
  allowPrivate: boolean;
  allowHosts: AllowedHost[];
  requireHttps: boolean;
  retryBaseMs: number;
  disableAfterMs: number;
  timeoutMs: number;
}

export function webhookSettings(e: WebhookEnv, production: boolean): WebhookSettings {
  return {
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    allowHosts: commaList(e.WEBHOOK_ALLOW_HOSTS).map((entry) => allowedHostOf(entry)!),
    requireHttps: production,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
  };
}

import { z } from 'zod';
import { commaList, emptyToUndefined } from './env-values.ts';

/** The operator's systems: the reference operator's behaviour, or the TMF operator to call (decision 032). */
const operatorSchema = z.object({
  /** delay before the reference operator completes a pending operation */
  OPERATOR_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /** delay before the reference device register (CEIR) answers an order; stands for spec §9's 8 hours */
  CEIR_DELAY_MS: z.coerce.number().int().min(0).max(28_800_000).optional(),
  /** delay before the reference SM-DP+ has a reserved eSIM ready (decision 016) */
  ESIM_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** reference operator: product ids whose requests fail with a technical error (spec §8), comma-separated */
  OPERATOR_FAILING_PRODUCTS: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * reference operator: numbers whose transfers the billing refuses, as `msisdn[:errorName]`,
   * comma-separated (spec §8 errorName; default billing_unavailable, the generic billing error)
   */
  OPERATOR_FAILING_TRANSFERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*7\d{9}(:[\w-]+)?\s*(,\s*7\d{9}(:[\w-]+)?\s*)*$/, 'must be msisdn[:errorName],…')
      .optional(),
  ),
  /** decision 032: the operator's TM Forum APIs (`npm run operator` or a real BSS); unset: in-process */
  OPERATOR_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** a static bearer token for OPERATOR_URL */
  OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** OAuth2 client credentials for OPERATOR_URL (token at OPERATOR_TOKEN_URL, default {OPERATOR_URL}/oauth2/token) */
  OPERATOR_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  OPERATOR_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OPERATOR_TOKEN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** how long one call to the operator may take before the portal answers spec §8 failed_to_get_data */
  OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** where the operator's hub sends events (the portal's address as the operator reaches it) */
  OPERATOR_CALLBACK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
});

export const operatorEnv = operatorSchema.shape;
export type OperatorEnv = z.infer<typeof operatorSchema>;

export interface OperatorConfig {
  operatorDelayMs: number;
  /** reference device register: how long it takes to answer an order (stands for spec §9 8 hours) */
  ceirDelayMs: number;
  /** reference SM-DP+: how long an eSIM reservation takes to be ready (ESIM_DELAY_MS) */
  esimDelayMs: number;
  /** reference operator: products whose requests fail with a technical error, to rehearse it */
  operatorFailingProducts: string[];
  /** reference operator: msisdn → the errorName its transfers are refused with (spec §8) */
  operatorFailingTransfers: Record<string, string>;
  /** decision 032: the TMF operator to call; null: the reference operator in process */
  tmfOperator: {
    url: string;
    token: string | null;
    client: { id: string; secret: string; tokenUrl: string } | null;
    timeoutMs: number;
    callbackUrl: string;
  } | null;
}

/** `publicUrl`: the portal's own address, the operator's callback address unless told otherwise. */
export function operatorConfig(e: OperatorEnv, publicUrl: string): OperatorConfig {
  return {
    operatorDelayMs: e.OPERATOR_DELAY_MS,
    ceirDelayMs: e.CEIR_DELAY_MS ?? e.OPERATOR_DELAY_MS,
    esimDelayMs: e.ESIM_DELAY_MS ?? e.OPERATOR_DELAY_MS,
    operatorFailingProducts: commaList(e.OPERATOR_FAILING_PRODUCTS),
    operatorFailingTransfers: Object.fromEntries(
      commaList(e.OPERATOR_FAILING_TRANSFERS).map((entry) => {
        const [msisdn, errorName] = entry.split(':');
        return [msisdn!, errorName ?? 'billing_unavailable'];
      }),
    ),
    tmfOperator: e.OPERATOR_URL ? tmfOperator(e, e.OPERATOR_URL.replace(/\/$/, ''), publicUrl) : null,
  };
}

function tmfOperator(e: OperatorEnv, url: string, publicUrl: string): OperatorConfig['tmfOperator'] {
  return {
    url,
    token: e.OPERATOR_TOKEN ?? null,
    client:
      e.OPERATOR_CLIENT_ID && e.OPERATOR_CLIENT_SECRET
        ? {
            id: e.OPERATOR_CLIENT_ID,
            secret: e.OPERATOR_CLIENT_SECRET,
            tokenUrl: e.OPERATOR_TOKEN_URL ?? `${url}/oauth2/token`,
          }
        : null,
    timeoutMs: e.OPERATOR_TIMEOUT_MS,
    callbackUrl: (e.OPERATOR_CALLBACK_URL ?? publicUrl).replace(/\/$/, ''),
  };
}

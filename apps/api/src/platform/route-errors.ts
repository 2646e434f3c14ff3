import {
  BULK_ERRORS,
  DEVICE_ERRORS,
  ENTERPRISE_API_ERRORS,
  ERROR_STATUS,
  ESIM_ERRORS,
  LABEL_COMMENT_ERRORS,
  NUMBER_OPERATION_ERRORS,
  REPORT_ERRORS,
  REQUEST_ERRORS,
  SESSION_ERRORS,
  SPEND_ERRORS,
  TEAM_ERRORS,
  TRANSFER_ERRORS,
  VALIDATION_ERRORS,
  type ErrorCode,
  type RouteDef,
} from '@kabinet/contract';

// Decision 035: every code an operation can answer, generated from the catalogue and the route's
// declaration (never listed by hand per operation): the guards' refusals by what the route declares
// (scope, inputs, idempotency, rate limit), its area's sections of the catalogue (spec §8, where its
// service's refusals are), its spec §8 failure text, the operator's failures for an operator-backed
// area, and the faults every route may answer (system_error, service_unavailable). OpenAPI lists
// them per status (api-docs.ts); apps/api/test/openapi.test.ts reads each module's source and fails
// for an operation missing a code its module can answer.

/** A route's area is its id's first part (`bulk.create` → `bulk`). */
const areaOf = (route: RouteDef) => route.id.split('.')[0]!;

/** The catalogue's sections whose codes each area's services answer with. */
const AREA_SECTIONS: Record<string, readonly (readonly ErrorCode[])[]> = {
  accounts: [TEAM_ERRORS],
  features: [],
  shell: [],
  customers: [REPORT_ERRORS],
  subscribers: [NUMBER_OPERATION_ERRORS],
  services: [NUMBER_OPERATION_ERRORS],
  numbers: [LABEL_COMMENT_ERRORS, NUMBER_OPERATION_ERRORS, REPORT_ERRORS],
  transfer: [TRANSFER_ERRORS],
  controls: [NUMBER_OPERATION_ERRORS],
  devices: [DEVICE_ERRORS],
  esim: [ESIM_ERRORS, NUMBER_OPERATION_ERRORS],
  reports: [REPORT_ERRORS],
  documents: [REPORT_ERRORS],
  mailbox: [],
  bulk: [BULK_ERRORS],
  team: [TEAM_ERRORS],
  apiTokens: [ENTERPRISE_API_ERRORS],
  webhooks: [ENTERPRISE_API_ERRORS],
  spend: [SPEND_ERRORS],
  costCentres: [SPEND_ERRORS],
  overview: [SPEND_ERRORS],
};

/** Areas whose calls need no operator: the portal's own data only. */
const PORTAL_ONLY = new Set(['accounts', 'features', 'shell', 'mailbox', 'team', 'apiTokens', 'webhooks']);

/** The operator's failures (502, 503, 504) an operator-backed call can answer. */
const OPERATOR_FAILURES: ErrorCode[] = ['failed_to_get_data', 'service_technical_error'];

/** The guards' refusals, by what the route declares (DESIGN §4, decisions 007, 012, 029). */
function guardCodes(route: RouteDef): ErrorCode[] {
  const codes: ErrorCode[] = [...REQUEST_ERRORS];
  if (route.params || route.query || route.body || route.consumes) codes.push(...VALIDATION_ERRORS);
  if (route.scope !== 'public') codes.push(...SESSION_ERRORS, 'forbidden_by_role');
  // a public route's own lookups (an SMS link's number, a document) answer as a missing one
  else if (route.params) codes.push('not_found', 'msisdn_not_in_company');
  if (route.idempotencyKey) codes.push('idempotency_key_required', 'idempotency_key_reused');
  if (route.rateLimit) codes.push('rate_limited');
  return codes;
}

/** Every catalogue code the route can answer, each once, in catalogue order. */
export function routeErrorCodes(route: RouteDef): ErrorCode[] {
  const area = areaOf(route);
  const codes = new Set<ErrorCode>([
    ...guardCodes(route),
    ...(AREA_SECTIONS[area] ?? []).flat(),
    ...(route.failure ? [route.failure] : []),
    ...(PORTAL_ONLY.has(area) ? [] : OPERATOR_FAILURES),
    'system_error',
    'service_unavailable',
  ]);
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => codes.has(code));
}

/** The route's codes by HTTP status. */
export function routeErrorsByStatus(route: RouteDef): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

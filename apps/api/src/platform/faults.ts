// decision 012: a failed statement's error carries the SQL text AND its parameters (drizzle puts them in
// the message, PostgreSQL quotes values in its message and detail): user input, tokens, PINs. What
// the log keeps of a fault is its kind, its codes, the statement without parameters and the stack.

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  severity?: unknown;
  routine?: unknown;
}

const MAX_DEPTH = 3;

/** Quoted values in a database message ("invalid input syntax for type uuid: "…"") become "…". */
function withoutQuotedValues(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

/** drizzle: "Failed query: <sql>\nparams: <values>" — the statement is kept, the values are not. */
function messageForLog(message: string): string {
  const paramsAt = message.search(/\n?params:/);
  const statement = paramsAt >= 0 ? message.slice(0, paramsAt) : message;
  return withoutQuotedValues(statement).slice(0, 2000);
}

/** The stack's frames only: its first line repeats the message. */
function framesOf(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** A fault as the log may keep it: no parameter values, no detail, no quoted input. */
export function faultForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const e = error as ErrorLike;
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.severity === 'string' ? { severity: e.severity } : {}),
    ...(typeof e.routine === 'string' ? { routine: e.routine } : {}),
    ...(typeof e.message === 'string' ? { message: messageForLog(e.message) } : {}),
    ...(typeof e.stack === 'string' ? { stack: framesOf(e.stack) } : {}),
    ...(e.cause !== undefined && depth < MAX_DEPTH ? { cause: faultForLog(e.cause, depth + 1) } : {}),
  };
}

/** Connection-level failures of PostgreSQL (down, restarting, refusing): the request may be retried. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection/i,
];

/** Is this (or what caused it) PostgreSQL being unreachable rather than a fault of the statement? */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((p) => p.test(e.message as string)))
    return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * decision 032: the operator's systems did not answer (a timeout, a dropped connection, a 5xx, an
 * open circuit). Answered as the screen's own failure code when its contract names one (spec §8,
 * decision 022), else failed_to_get_data (502); never system_error, never a hang.
 */
export class OperatorUnavailableError extends Error {
  constructor(readonly api: string) {
    super(`the operator's ${api} did not answer`);
    this.name = 'OperatorUnavailableError';
  }
}

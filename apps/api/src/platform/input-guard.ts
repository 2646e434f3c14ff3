import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacters } from '@kabinet/contract';
import { ApiError } from './problem.ts';

// decision 012: input normalisation at the edge, for every contract route before its schemas
// run. NUL and the other control characters are refused in any value (PostgreSQL refuses NUL,
// and no field of spec §5 is multi-line); every string is brought to Unicode NFC, so lengths,
// comparisons and searches see one form of each letter (Kazakh ә ғ қ typed decomposed included).

const MAX_DEPTH = 8;

interface Finding {
  path: string;
}

/** NFC-normalises the strings of a parsed value in place; answers the first control character found. */
function normalise(
  container: Record<string, unknown> | unknown[],
  path: string,
  depth: number,
): Finding | null {
  if (depth > MAX_DEPTH) return null;
  for (const key of Object.keys(container)) {
    const value = (container as Record<string, unknown>)[key];
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      if (hasControlCharacters(value) || hasControlCharacters(key)) return { path: at };
      (container as Record<string, unknown>)[key] = value.normalize('NFC');
    } else if (value !== null && typeof value === 'object') {
      const inner = normalise(value as Record<string, unknown>, at, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

function inspect(request: FastifyRequest): Finding | null {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return { path: part };
    } else if (Buffer.isBuffer(value)) {
      // decision 035: an upload's bytes are not walked key by key (2.7 MB made 2.7 million keys:
      // seconds and hundreds of MB); its reader puts every cell through the same check
      continue;
    } else if (value !== null && typeof value === 'object') {
      const found = normalise(value as Record<string, unknown>, part, 0);
      if (found) return found;
    }
  }
  return null;
}

/** Registers the guard on every route that comes from the contract (the API). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.contract) return;
    const found = inspect(request);
    if (found)
      throw new ApiError('control_characters_not_allowed', {
        errors: [{ path: found.path, code: 'control_characters_not_allowed' }],
      });
  });
}

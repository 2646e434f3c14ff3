import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Decision 015: the first screen loads no zod. The build groups our own shared code into one chunk,
// but only modules whose static imports never reach zod: otherwise a screen without a form would
// load zod because a module it shares with a form's screen builds a schema. The same holds for the
// libraries the first screens load on demand (the form library, the input masks, the date pickers,
// the HTML sanitiser): a shared module that imports one stays with the screens that import it.
const ON_DEMAND =
  /^(zod|react-hook-form|@hookform\/resolvers|imask|react-imask|@mantine\/dates|dayjs|dompurify)(\/|$)/;

const CONTRACT_SRC = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
// The areas whose screens-wide parts several screens open count as shared code too: the state
// change modal is the numbers list's and the number page's. Not the report forms (the documents
// page's and the number modals'): in the shared chunk they made /numbers download them, and the
// documents page the shared chunk with the Mantine components it imports.
const SHARED_CODE =
  /[\\/](apps[\\/]web[\\/]src[\\/](shared|features[\\/]lifecycle)|packages[\\/]contract[\\/]src)[\\/].*\.tsx?$/;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier === '@kabinet/contract') base = path.join(CONTRACT_SRC, 'index.ts');
  else if (specifier.startsWith('@kabinet/contract/'))
    base = path.join(CONTRACT_SRC, `${specifier.slice(18)}.ts`);
  else return null; // a package: only the on-demand ones count, checked by the caller
  for (const file of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

const VALUE_IMPORTS = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gms;
const known = new Map<string, boolean>();

/** Whether a module and everything it imports for its values (not types) is free of zod and the on-demand libraries. */
export function reachesNoZod(file: string, visiting = new Set<string>()): boolean {
  const cached = known.get(file);
  if (cached !== undefined) return cached;
  if (visiting.has(file)) return true; // a cycle: decided by the rest of its members
  visiting.add(file);
  let free = true;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORTS)) {
    if (!specifier) continue;
    if (ON_DEMAND.test(specifier)) free = false;
    else {
      const target = resolveImport(file, specifier);
      if (target && !reachesNoZod(target, visiting)) free = false;
    }
    if (!free) break;
  }
  known.set(file, free);
  return free;
}

/** The `test` of the build's chunk group for our own shared code free of zod and the on-demand libraries. */
export const isSharedCodeWithoutZod = (id: string): boolean => SHARED_CODE.test(id) && reachesNoZod(id);

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as routeRefs from '@kabinet/contract/route-refs';

// Decision 025: every mutating control submits once. The mechanism is one hook
// (shared/api/use-single-mutation.ts); this walks every mutating route of the contract and checks
// that the browser sends it only from a module built on that hook.

const WEB_SRC = path.resolve(import.meta.dirname, '../..');
const HOOK_FILE = path.join(WEB_SRC, 'shared/api/use-single-mutation.ts');

/**
 * Mutating routes of the spec's API the screens do not send (another route does the same there:
 * call forwarding is removed by removeCallForward, services switch by enable and disable). The
 * test fails when a screen starts sending one, so it is then checked like the rest.
 */
const NOT_SENT_BY_THE_BROWSER = new Set<string>([
  'controls.forwarding.remove',
  'services.state',
  // decision 034: the index read again on demand — an integrator's call for now; the list shows no
  // control for it yet
  'numbers.reconcile',
]);
/** Reads sent by POST (a search's criteria in the body, spec §7): they change nothing, so resending is harmless. */
const READS_BY_POST = new Set<string>(['numbers.search']);

type Refs = Record<string, Record<string, { id: string; method: string }>>;
const refs = routeRefs as unknown as Refs;

const mutating = Object.entries(refs).flatMap(([group, routes]) =>
  Object.entries(routes)
    .filter(([, route]) => route.method !== 'GET' && !READS_BY_POST.has(route.id))
    .map(([name, route]) => ({ group, name, id: route.id })),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = new Map(sourceFiles(WEB_SRC).map((file) => [file, fs.readFileSync(file, 'utf8')]));

/** The route groups a file imports from the route refs, by the local name it gives each. */
function routeImports(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@kabinet\/contract\/route-refs'/g))
    for (const part of m[1]!.split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (imported) names.set((local ?? imported).trim(), imported.trim());
    }
  return names;
}

/** The ids of the mutating routes a file refers to (`xRoutes.name`, or `xRoutes[...]`: all of them). */
function mutatingRoutesOf(text: string): string[] {
  const ids: string[] = [];
  for (const [local, group] of routeImports(text)) {
    for (const route of mutating.filter((r) => r.group === group)) {
      const named = new RegExp(`\\b${local}\\.${route.name}\\b`).test(text);
      const indexed = new RegExp(`\\b${local}\\[`).test(text);
      if (named || indexed) ids.push(route.id);
    }
  }
  return ids;
}

/** The web files a file imports by a relative path. */
function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(/from\s*'(\.{1,2}\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

const usesHook = (text: string) => /\buseSingleMutation\s*[(<]/.test(text);
const built = new Set([...files].filter(([, text]) => usesHook(text)).map(([file]) => file));

/**
 * A file is on the mechanism when it mutates through the hook itself, uses a hook built on it (a
 * file it imports calls useSingleMutation), or is a helper a hook's mutation function calls (a
 * file that calls useSingleMutation imports it).
 */
function onTheMechanism(file: string, text: string): boolean {
  if (built.has(file)) return true;
  if (relativeImports(file, text).some((target) => built.has(target))) return true;
  return [...built].some((hookUser) => relativeImports(hookUser, files.get(hookUser)!).includes(file));
}

describe('every mutating control submits once (decision 025)', () => {
  it('has one mutation hook: nothing else calls TanStack useMutation', () => {
    const direct = [...files]
      .filter(([file, text]) => file !== HOOK_FILE && /\buseMutation\b/.test(text))
      .map(([file]) => path.relative(WEB_SRC, file));
    expect(direct).toEqual([]);
  });

  it('sends every mutating route of the contract only from a module on the single-submit hook', () => {
    const sentFrom = new Map<string, string[]>();
    const offTheMechanism: string[] = [];
    for (const [file, text] of files) {
      if (file === HOOK_FILE) continue;
      const ids = mutatingRoutesOf(text);
      for (const id of ids) sentFrom.set(id, [...(sentFrom.get(id) ?? []), path.relative(WEB_SRC, file)]);
      if (ids.length && !onTheMechanism(file, text))
        offTheMechanism.push(`${path.relative(WEB_SRC, file)}: ${ids.join(', ')}`);
    }
    expect(offTheMechanism).toEqual([]);
    // every mutating route is either sent by the browser (and checked above) or listed as not sent
    const unsent = mutating.filter((r) => !sentFrom.has(r.id)).map((r) => r.id);
    expect(unsent.sort()).toEqual([...NOT_SENT_BY_THE_BROWSER].sort());
  });
});

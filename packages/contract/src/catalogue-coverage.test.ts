import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from './errors.ts';

// Every validation message the contract's schemas and rules can produce must be a catalogue code,
// so the server can answer it and the web can translate it (spec §5 → §8).

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

const MESSAGE_PATTERNS = [
  /message: '([^']+)'/g, // refine / addIssue options
  /, '([a-z][a-z0-9_]*)'\)/g, // .max(20, 'label_too_long'), z.enum(X, 'code')
  /(?:\.int|z\.email|z\.coerce\.number|\bfail)\('([^']+)'\)/g,
];

describe('validation messages', () => {
  it('are all catalogue codes', () => {
    const found = new Map<string, string>();
    for (const file of sourceFiles(import.meta.dirname)) {
      // list-building calls are not messages
      const text = readFileSync(file, 'utf8').replace(/\.push\([^)]*\)/g, '');
      for (const pattern of MESSAGE_PATTERNS) for (const m of text.matchAll(pattern)) found.set(m[1]!, file);
    }
    expect(found.size).toBeGreaterThan(30);
    const unknown = [...found].filter(([code]) => !isErrorCode(code));
    expect(unknown).toEqual([]);
  });
});

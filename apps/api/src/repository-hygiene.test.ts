import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a newcomer reads must lead somewhere: a comment gives its reason or a decision
// (docs/decisions/), never a tracker's "issue N", and every "spec §N" / "DESIGN §N" a comment cites
// names a numbered section of docs/spec.md / docs/architecture.md.
const root = path.resolve(import.meta.dirname, '../../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const TEXT = /\.(ts|tsx|js|mjs|cjs|sql|md|css|html)$/;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** the rows of the README's areas table: from its header to the first line that is not a row */
function areaRows(): string[] {
  const readme = read('README.md');
  const lines = readme.slice(readme.indexOf('| area |')).split('\n').slice(2);
  const end = lines.findIndex((line) => !line.startsWith('|'));
  return end === -1 ? lines : lines.slice(0, end);
}

/** production sources: apps/<app>/src, packages/<package>/src and scripts, without tests */
const production = tracked.filter(
  (file) =>
    /^(apps\/[^/]+\/src|packages\/[^/]+\/src|scripts)\//.test(file) &&
    /\.(ts|tsx|js|mjs|cjs)$/.test(file) &&
    !/\.test\.[^/]+$/.test(file) &&
    !/(^|\/)(test|tests|__tests__)\//.test(file),
);

/** the comment part of a line of TS/JS: after `//` or `/*`, or the whole line inside a block comment */
function commentOf(line: string): string | null {
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) return trimmed;
  const at = line.search(/(^|[^:])\/\/|\/\*/);
  return at < 0 ? null : line.slice(at);
}

/** the numbers N of the `## N. Title` headings of a markdown file */
function sections(file: string): Set<number> {
  return new Set([...read(file).matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
}

/** every `<prefix> §N` (and the `§M` chained after it: "spec §2/§5", "spec §3, §7") of the tracked texts */
function citations(prefix: string, exclude: string): string[] {
  const cited = new RegExp(`\\b${prefix} (§\\d+(?:(?:\\s*[,/&]\\s*|\\s+and\\s+)§\\d+)*)`, 'gi');
  const found: string[] = [];
  for (const file of tracked.filter((f) => TEXT.test(f) && f !== exclude)) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(cited))
          for (const n of match[1]!.matchAll(/§(\d+)/g)) found.push(`${file}:${index + 1} §${n[1]}`);
      });
  }
  return found;
}

describe('repository hygiene', () => {
  it('production comments give a reason or a decision, not "issue N"', () => {
    const offenders: string[] = [];
    for (const file of production)
      read(file)
        .split('\n')
        .forEach((line, index) => {
          const comment = commentOf(line);
          if (comment && /\bissue \d+\b/i.test(comment))
            offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    expect(offenders).toEqual([]);
  });

  it('every "spec §N" names a section of docs/spec.md', () => {
    const known = sections('docs/spec.md');
    expect(known.size).toBeGreaterThanOrEqual(9);
    const cited = citations('spec', 'docs/spec.md');
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((c) => !known.has(Number(c.split('§')[1])))).toEqual([]);
  });

  it('every "DESIGN §N" names a section of docs/architecture.md', () => {
    const known = sections('docs/architecture.md');
    expect(known.size).toBeGreaterThanOrEqual(9);
    const cited = citations('DESIGN', 'docs/architecture.md');
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => !known.has(Number(c.split('§')[1])))).toEqual([]);
  });

  it("every path of the README's areas table exists", () => {
    const rows = areaRows();
    const folders = [
      'packages/contract/src/',
      'apps/api/src/modules/',
      'apps/api/src/operator/',
      'apps/web/src/features/',
      'apps/api/test/',
      'e2e/',
    ];
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const missing: string[] = [];
    for (const row of rows) {
      const cells = row.split('|').slice(2, 8);
      cells.forEach((cell, column) => {
        // the paths of a cell are its code spans before any parenthesis (which only explains)
        const named = cell.replace(/\(.*?\)/g, '');
        for (const [, name] of named.matchAll(/`([^`]+)`/g)) {
          const file = path.join(folders[column]!, name!);
          if (!fs.existsSync(path.join(root, file))) missing.push(file);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("every API module has a row in the README's areas table", () => {
    const rows = areaRows();
    const named = new Set(
      rows.flatMap((row) => [...(row.split('|')[3] ?? '').matchAll(/`([^`/]+)\//g)].map((m) => m[1]!)),
    );
    const modules = fs
      .readdirSync(path.join(root, 'apps/api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((area) => !named.has(area))).toEqual([]);
  });

  it('the migration journal lists every migration once, in order of number and of time', () => {
    // drizzle applies a migration when its `when` is later than the last one applied: a journal whose
    // times do not rise with the numbers would skip a migration on a database that has the later one
    const journal = JSON.parse(read('apps/api/migrations/meta/_journal.json')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    const files = tracked
      .filter((f) => /^apps\/api\/migrations\/\d{4}_[^/]+\.sql$/.test(f))
      .map((f) => path.basename(f, '.sql'))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A temporary file of JSON lines: a renderer that must see every row twice (the PDF counts its
 * pages before it prints "page X of Y") writes them here on the first pass and reads them back on
 * the second, so rows never pile up in memory.
 */
export interface RowSpool<T> {
  write(item: T): Promise<void>;
  /** closes the file for writing and reads the items back in order */
  read(): AsyncIterable<T>;
  /** removes the file (always call, also after a failure) */
  dispose(): Promise<void>;
}

export async function createRowSpool<T>(): Promise<RowSpool<T>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kabinet-document-'));
  const file = path.join(dir, 'rows.jsonl');
  const out = createWriteStream(file, { encoding: 'utf8' });
  let closed = false;
  return {
    async write(item) {
      if (!out.write(`${JSON.stringify(item)}\n`)) await once(out, 'drain');
    },
    async *read() {
      if (!closed) {
        closed = true;
        out.end();
        await once(out, 'finish');
      }
      const lines = createInterface({
        input: createReadStream(file, { encoding: 'utf8' }),
        crlfDelay: Infinity,
      });
      for await (const line of lines) if (line) yield JSON.parse(line) as T;
    },
    async dispose() {
      if (!closed) out.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/support/hostile-xlsx.ts';
import { bulkTemplate } from './bulk-template.ts';
import { MAX_INFLATED_BYTES, openZip, ZipUnreadableError } from './zip-entries.ts';

// Decision 023 (hygiene): the upload's zip read by unzipper's Open, with what it would read and the
// upload refuses — zip64, encryption, other methods, an entry inflating past the cap.

/** `size` zero bytes deflated, a megabyte at a time (never `size` bytes in memory) */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += megabyte.length)
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** reads a stream to its end, keeping only the count */
async function byteCount(stream: NodeJS.ReadableStream): Promise<number> {
  let count = 0;
  for await (const chunk of stream) count += (chunk as Buffer).length;
  return count;
}

async function refusal(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  return null;
}

describe('the upload’s zip (decision 023)', () => {
  it('reads stored and deflated parts by name, in any order asked; a missing part is null', async () => {
    const deflate = createDeflateRaw();
    const text = 'Нөмір;Әрекет\n'.repeat(100);
    const deflated = read(deflate);
    deflate.end(text);
    const zip = zipOf([
      { name: 'a.txt', data: Buffer.from('stored') },
      { name: 'b.txt', data: await deflated, method: 8, size: Buffer.byteLength(text) },
    ]);
    const parts = await openZip(zip);
    expect((await read(parts.open('b.txt')!)).toString()).toBe(text);
    expect((await read(parts.open('a.txt')!)).toString()).toBe('stored');
    expect(parts.open('c.txt')).toBeNull();
  });

  it('refuses an entry inflating past 256 MB while it inflates, whatever size it declares', async () => {
    const bomb = zipOf([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: await deflatedZeros(MAX_INFLATED_BYTES + 1024 * 1024),
        method: 8,
        size: 1000,
      },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const parts = await openZip(bomb);
    const error = await refusal(() => byteCount(parts.open('xl/worksheets/sheet1.xml')!));
    expect(error).toBeInstanceOf(ZipUnreadableError);
    expect((error as Error).message).toMatch(/inflates past the limit/);
  });

  it('refuses zip64, encrypted entries and methods other than stored and deflate', async () => {
    const data = Buffer.from('x');
    for (const [part, reason] of [
      [{ name: 'a', data, isZip64: true }, /zip64/],
      [{ name: 'a', data, flags: 0x1 }, /encrypted/],
      [{ name: 'a', data, method: 12 }, /method 12/],
    ] as const) {
      const error = await refusal(() => openZip(zipOf([{ name: 'ok', data }, part])));
      expect(error).toBeInstanceOf(ZipUnreadableError);
      expect((error as Error).message).toMatch(reason);
    }
    // an archive whose end record points at a zip64 directory
    const template = (await bulkTemplate('ru', 'xlsx')).body as Buffer;
    const zip64 = Buffer.from(template);
    zip64.writeUInt32LE(0xffffffff, zip64.length - 22 + 16);
    expect(await refusal(() => openZip(zip64))).toBeInstanceOf(ZipUnreadableError);
  });
});

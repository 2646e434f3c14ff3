import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

// Decision 025: the entries of an uploaded XLSX (a zip) found through its central directory, read
// from the upload held in memory (bounded by BULK_UPLOAD_MAX_BYTES), each inflated as a stream when
// asked for — in the order the reader needs them, not the order they were written in.

/** The archive is not a zip this reader understands (truncated, zip64, encrypted, an unknown method). */
export class ZipUnreadableError extends Error {
  override name = 'ZipUnreadableError';
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** no entry of a spreadsheet the upload reads inflates past this: a zip bomb is refused, not read */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

function endOfDirectory(zip: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65535 bytes, at the very end
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipUnreadableError('no end of central directory');
}

/** The archive's entries by name, from its central directory. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (at === 0xffffffff || count === 0xffff) throw new ZipUnreadableError('zip64');
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipUnreadableError('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    if (flags & 0x1) throw new ZipUnreadableError('encrypted');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function* bounded(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  name: string,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > MAX_INFLATED_BYTES) throw new ZipUnreadableError(`${name} inflates past the limit`);
    yield chunk;
  }
}

/** One entry's bytes, inflated as they are read. */
export function entryStream(zip: Buffer, entry: ZipEntry): Readable {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_ENTRY)
    throw new ZipUnreadableError(`no local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipUnreadableError(`${entry.name} is cut short`);
  if (entry.method === 0) return Readable.from(bounded([data], entry.name), { objectMode: false });
  if (entry.method !== 8) throw new ZipUnreadableError(`method ${entry.method}`);
  const inflate = createInflateRaw();
  inflate.end(data);
  return Readable.from(bounded(inflate, entry.name), { objectMode: false });
}

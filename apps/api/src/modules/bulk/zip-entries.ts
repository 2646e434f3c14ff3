import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import unzipper, { type CentralDirectoryEntry } from 'unzipper';

// Decision 025: the entries of an uploaded XLSX (a zip) found through its central directory, read
// from the upload held in memory (bounded by BULK_UPLOAD_MAX_BYTES), each inflated as a stream when
// asked for — in the order the reader needs them, not the order they were written in. unzipper's
// `Open.buffer` reads the directory and inflates (decision 023, hygiene); what it would accept and
// this upload does not (zip64, encryption, a method other than stored or deflate) is refused here,
// and every entry is counted as it inflates, so a zip bomb is refused, not read.

/** The archive is not a zip this reader understands (truncated, zip64, encrypted, an unknown method). */
export class ZipUnreadableError extends Error {
  override name = 'ZipUnreadableError';
}

/** A part inflates past what the reader allows it (decision 035: a zip bomb is refused while inflating). */
export class ZipTooLargeError extends ZipUnreadableError {
  override name = 'ZipTooLargeError';
}

/** no entry of a spreadsheet the upload reads inflates past this: a zip bomb is refused, not read */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
const ZIP64_EXTRA_FIELD = 0x0001;
const ENCRYPTED_FLAG = 0x1;
const STORED = 0;
const DEFLATED = 8;

export interface ZipParts {
  /**
   * the part's bytes, inflated as they are read (at most `limit`, else the stream errors with
   * ZipTooLargeError); null when the archive has no such part
   */
  open(name: string, limit?: number): Readable | null;
}

/**
 * Stops an entry at `limit` inflated bytes: the entry's stream is destroyed, which stops its
 * inflater (the declared size in the directory is the writer's word, not a bound).
 */
async function* bounded(entry: Readable, name: string, limit: number): AsyncGenerator<Buffer> {
  let total = 0;
  try {
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new ZipTooLargeError(`${name} inflates past the limit`);
      yield chunk;
    }
  } finally {
    // the inflater may still report on the entry after this: heard and dropped, never unhandled
    entry.on('error', () => {});
    entry.destroy();
  }
}

/** compressed bytes handed to the inflater at a time */
const COMPRESSED_SLICE = 16 * 1024;
const LOCAL_HEADER = 0x04034b50;

/**
 * Decision 035: an entry's bytes inflated with backpressure — the compressed bytes (read from the
 * upload in memory, where the local header says they start) go to zlib a slice at a time and only
 * as fast as the reader takes the output, so a bomb is never inflated ahead of its reading (unzipper's
 * entry stream inflated the whole entry into memory while the reader was still on its first part).
 */
function inflated(zip: Buffer, entry: CentralDirectoryEntry): Readable {
  const at = entry.offsetToLocalFileHeader;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER)
    return Readable.from(
      (async function* () {
        yield* [];
        throw new ZipUnreadableError(`no local header for ${entry.path}`);
      })(),
    );
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  const slices = Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += COMPRESSED_SLICE) yield data.subarray(i, i + COMPRESSED_SLICE);
    })(),
    { objectMode: false },
  );
  if (entry.compressionMethod === STORED) return slices;
  const inflater = createInflateRaw();
  slices.on('error', (error) => inflater.destroy(error));
  return slices.pipe(inflater);
}

function checkEntry(entry: CentralDirectoryEntry): void {
  if (entry.extra.signature === ZIP64_EXTRA_FIELD) throw new ZipUnreadableError(`zip64 ${entry.path}`);
  if (entry.flags & ENCRYPTED_FLAG) throw new ZipUnreadableError(`encrypted ${entry.path}`);
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
    throw new ZipUnreadableError(`method ${entry.compressionMethod} of ${entry.path}`);
}

/** The archive's parts by name, from its central directory; refuses what the upload does not read. */
export async function openZip(zip: Buffer, limit = MAX_INFLATED_BYTES): Promise<ZipParts> {
  const directory = await unzipper.Open.buffer(zip).catch((error: unknown) => {
    throw new ZipUnreadableError('no readable central directory', { cause: error });
  });
  if (directory.versionsNeededToExtract !== undefined) throw new ZipUnreadableError('zip64');
  const entries = new Map<string, CentralDirectoryEntry>();
  for (const entry of directory.files) {
    checkEntry(entry);
    entries.set(entry.path, entry);
  }
  return {
    open(name, partLimit = limit) {
      const entry = entries.get(name);
      if (!entry) return null;
      // an entry cut short or not deflate errors on its stream, and the reader refuses the file
      return Readable.from(bounded(inflated(zip, entry), name, Math.min(partLimit, limit)), {
        objectMode: false,
      });
    },
  };
}

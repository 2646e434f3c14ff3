import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

// Decision 035: hostile spreadsheets for the upload's tests and bench — a small file whose parts
// inflate to far more than any spreadsheet holds. Written by hand (a zip of stored headers and
// deflated parts), the inflated bytes produced and deflated a piece at a time, never held whole.

interface Part {
  name: string;
  /** the part's inflated text, in pieces */
  pieces: () => Iterable<string>;
}

async function deflated(pieces: Iterable<string>) {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const bytes = Buffer.from(piece);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { data: Buffer.concat(chunks), crc, size };
}

export interface ZipPart {
  name: string;
  /** the bytes as stored (already deflated for method 8) */
  data: Buffer;
  method?: number;
  flags?: number;
  /** the inflated size the directory declares */
  size?: number;
  /** the inflated bytes' CRC-32 (default: of `data`, right for a stored part) */
  crc?: number;
  /** a zip64 extended information field on the entry */
  isZip64?: boolean;
}

/** A zip written by hand: local headers, the central directory, its end record. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const extra = part.isZip64 ? Buffer.alloc(20) : Buffer.alloc(0);
    if (part.isZip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(part.size ?? part.data.length), 4);
      extra.writeBigUInt64LE(BigInt(part.data.length), 12);
    }
    // the fields a local header and its directory entry share, from `at` (flags) on
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(part.flags ?? 0, at);
      header.writeUInt16LE(part.method ?? 0, at + 2);
      header.writeUInt32LE((part.crc ?? crc32(part.data)) >>> 0, at + 8);
      header.writeUInt32LE(part.isZip64 ? 0xffffffff : part.data.length, at + 12);
      header.writeUInt32LE(part.isZip64 ? 0xffffffff : (part.size ?? part.data.length), at + 16);
      header.writeUInt16LE(name.length, at + 20);
      header.writeUInt16LE(extra.length, at + 22);
      return header;
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    common(local, 6);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    common(entry, 8);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, extra, part.data);
    directory.push(entry, name, extra);
    offset += local.length + name.length + extra.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A zip of deflated parts (no zip64: each part's inflated size under 4 GB). */
export async function zipOfParts(parts: Part[]): Promise<Buffer> {
  const written: ZipPart[] = [];
  for (const part of parts) {
    const { data, crc, size } = await deflated(part.pieces());
    written.push({ name: part.name, data, method: 8, size, crc });
  }
  return zipOf(written);
}

const WORKBOOK_PARTS: Part[] = [
  {
    name: 'xl/_rels/workbook.xml.rels',
    pieces: () => [
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>',
      '</Relationships>',
    ],
  },
  {
    name: 'xl/workbook.xml',
    pieces: () => [
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
      '<sheets><sheet name="numbers" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
  },
];

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

function* repeated(head: string, piece: string, times: number, tail: string): Generator<string> {
  yield head;
  const block = piece.repeat(Math.max(1, Math.floor(65_536 / piece.length)));
  const perBlock = block.length / piece.length;
  for (let done = 0; done < times; done += perBlock)
    yield done + perBlock <= times ? block : piece.repeat(times - done);
  yield tail;
}

/** The shapes of a shared-strings bomb: many short strings, many long ones, or one endless string. */
export type BombShape = 'many-strings' | 'long-strings' | 'one-string';

/**
 * An XLSX whose header row is right and whose shared strings inflate to about `inflatedBytes`
 * (1.1 GB in issue 41 from a 2.7 MB file).
 */
export function sharedStringsBomb(shape: BombShape, inflatedBytes: number): Promise<Buffer> {
  const strings: Part = {
    name: 'xl/sharedStrings.xml',
    pieces: () => {
      const head =
        '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>number</t></si><si><t>action</t></si>';
      if (shape === 'one-string') return repeated(`${head}<si><t>`, 'a', inflatedBytes, '</t></si></sst>');
      const piece =
        shape === 'many-strings' ? '<si><t>7011234567</t></si>' : `<si><t>${'a'.repeat(30_000)}</t></si>`;
      return repeated(head, piece, Math.ceil(inflatedBytes / piece.length), '</sst>');
    },
  };
  const sheet: Part = {
    name: 'xl/worksheets/sheet1.xml',
    pieces: () => [
      SHEET_HEAD,
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="inlineStr"><is><t>block</t></is></c></row>',
      SHEET_TAIL,
    ],
  };
  return zipOfParts([...WORKBOOK_PARTS, strings, sheet]);
}

/** An XLSX of a header and `rows` rows of inline strings (no shared strings part), `number;block`. */
export function inlineRowsXlsx(rows: number, number = '7011234567'): Promise<Buffer> {
  const row = `<row><c t="inlineStr"><is><t>${number}</t></is></c><c t="inlineStr"><is><t>block</t></is></c></row>`;
  const header =
    '<row><c t="inlineStr"><is><t>number</t></is></c><c t="inlineStr"><is><t>action</t></is></c></row>';
  return zipOfParts([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', pieces: () => repeated(SHEET_HEAD + header, row, rows, SHEET_TAIL) },
  ]);
}

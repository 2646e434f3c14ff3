import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { BULK_UPLOAD_MAX_ROWS } from '@kabinet/contract';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ApiError } from '../../platform/problem.ts';
import { MAX_READ_ROWS, type FileRow } from './bulk-upload-file.ts';
import { openZip, ZipTooLargeError, ZipUnreadableError } from './zip-entries.ts';

// Decision 035: an uploaded XLSX read by a streaming XML parser (saxes, the one exceljs reads with)
// over each part as it inflates, every limit checked as the bytes come, never after: a part's
// inflated bytes, one text run's length, the shared strings' count and total length, the rows. What
// the reader keeps is the shared strings (bounded) and one row. Parts are read through the central
// directory in the order they depend on each other (decision 025: no race, no temporary files).

/** Excel's own limit of a cell's text: a longer text run (or attribute, or comment) is no spreadsheet's */
const MAX_TEXT = 32_767;
/** the upload's columns are three (number, action, argument); columns past this are not read */
const MAX_COLUMNS = 16;
/**
 * shared strings: a distinct number and argument per row of the limit (actions repeat), and the
 * template's sheet of action names beside them; their text 8 million characters (12 a number and 68 an argument a row)
 */
const MAX_SHARED_STRINGS = 2 * BULK_UPLOAD_MAX_ROWS + 10_000;
const MAX_SHARED_CHARS = 8_000_000;
/** inflated bytes per part: a 100,000-row sheet as Excel writes it is ≈ 20 MB, its strings ≈ 6 MB */
const LIMITS = { small: 1024 * 1024, sharedStrings: 32 * 1024 * 1024, sheet: 64 * 1024 * 1024 };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const attribute = (tag: SaxesTagPlain, name: string) =>
  Object.entries(tag.attributes).find(([key]) => localName(key) === name)?.[1];

interface XmlHandlers {
  open?(name: string, tag: SaxesTagPlain): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * One part's XML fed to saxes as it inflates, a step per chunk (the caller hands on what the chunk
 * completed before the next is read). saxes gathers a text run (and an attribute value, a comment)
 * whole before reporting it: the gathered length is checked after each chunk, so a run of a
 * gigabyte is refused at 32 KB, not built.
 */
async function* xmlSteps(part: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false });
  // saxes's own buffers (not in its types): the text and the name being gathered
  const gathering = parser as unknown as { text: string; name: string };
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  const decoder = new StringDecoder('utf8');
  for await (const chunk of part as AsyncIterable<Buffer>) {
    parser.write(decoder.write(chunk));
    if (gathering.text.length > MAX_TEXT || gathering.name.length > MAX_TEXT)
      throw new ZipTooLargeError('a text run past a cell’s limit');
    yield;
  }
  parser.write(decoder.end());
  parser.close();
  yield;
}

async function readXml(part: Readable, handlers: XmlHandlers): Promise<void> {
  for await (const _ of xmlSteps(part, handlers));
}

/** The workbook's relationships (id → part) and its first sheet's id: the part to read. */
async function firstSheetPart(part: (name: string, limit: number) => Readable): Promise<string> {
  const targets = new Map<string, string>();
  await readXml(part('xl/_rels/workbook.xml.rels', LIMITS.small), {
    open(name, tag) {
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (name === 'Relationship' && id && target) targets.set(id, target);
    },
  });
  let firstId: string | undefined;
  await readXml(part('xl/workbook.xml', LIMITS.small), {
    open(name, tag) {
      if (name === 'sheet' && firstId === undefined) firstId = attribute(tag, 'id');
    },
  });
  const target = firstId === undefined ? undefined : targets.get(firstId);
  if (!target) throw new ZipUnreadableError('no worksheet in the workbook');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The shared strings, kept compact: blocks of STRINGS_PER_BLOCK strings joined into one flat string
 * with their end offsets, not a JS string each (a header of 16–32 bytes beside a 10-digit number):
 * the most a file may hold costs a few MB, not tens, while eight uploads are read at once.
 */
const STRINGS_PER_BLOCK = 4096;

class SharedStrings {
  private readonly blocks: string[] = [];
  private readonly ends: Uint32Array[] = [];
  private pending: string[] = [];
  count = 0;

  push(text: string): number {
    this.pending.push(text);
    if (this.pending.length === STRINGS_PER_BLOCK) this.seal();
    return ++this.count;
  }

  /** the pending strings joined into a block (one flat string) and their end offsets */
  seal(): void {
    if (this.pending.length === 0) return;
    const ends = new Uint32Array(this.pending.length);
    let end = 0;
    this.pending.forEach((text, i) => (ends[i] = end += text.length));
    this.blocks.push(this.pending.join(''));
    this.ends.push(ends);
    this.pending = [];
  }

  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const block = Math.floor(index / STRINGS_PER_BLOCK);
    const within = index % STRINGS_PER_BLOCK;
    if (block === this.blocks.length) return this.pending[within];
    const ends = this.ends[block]!;
    return this.blocks[block]!.slice(within === 0 ? 0 : ends[within - 1], ends[within]);
  }
}

/** The shared strings (rich text joined, phonetic runs left out), counted and measured as they come. */
async function sharedStrings(part: Readable | null): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!part) return strings; // a file of inline strings only
  let current = '';
  let total = 0;
  let inText = false;
  let phonetic = 0;
  await readXml(part, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic++;
    },
    text(text) {
      if (!inText || phonetic > 0) return;
      total += text.length;
      if (total > MAX_SHARED_CHARS) throw new ZipTooLargeError('shared strings past their length');
      current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && strings.push(current) > MAX_SHARED_STRINGS)
        throw new ApiError('bulk_file_too_many_rows');
    },
  });
  strings.seal();
  return strings;
}

/** A cell reference's column, 1-based ("C12" → 3). */
function columnOf(reference: string | undefined, previous: number): number {
  const letters = reference ? /^[A-Z]+/i.exec(reference)?.[0] : undefined;
  if (!letters) return previous + 1;
  return [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

/** A cell's text as a spreadsheet shows it without styles (exceljs's reading before decision 035). */
function cellText(type: string | undefined, value: string, inline: string, strings: SharedStrings): string {
  switch (type) {
    case 's':
      return strings.get(Number(value)) ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : '';
    case 'e':
      return '';
    case 'str':
      return value;
    case 'd':
      return value.slice(0, 10);
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value;
    }
  }
}

/** The first worksheet's rows, streamed from the file (never the whole workbook in memory). */
export async function* xlsxRows(file: Buffer): AsyncGenerator<FileRow> {
  try {
    const zip = await openZip(file);
    const part = (name: string, limit: number): Readable => {
      const stream = zip.open(name, limit);
      if (!stream) throw new ZipUnreadableError(`no ${name}`);
      return stream;
    };
    const sheet = await firstSheetPart(part);
    const strings = await sharedStrings(zip.open('xl/sharedStrings.xml', LIMITS.sharedStrings));

    const ready: FileRow[] = [];
    let rowsRead = 0;
    let row: FileRow = { rowNo: 0, cells: [], hasFormula: false };
    let cell = { column: 0, type: undefined as string | undefined, value: '', inline: '' };
    let into: 'value' | 'inline' | null = null;
    let phonetic = 0;
    const steps = xmlSteps(part(sheet, LIMITS.sheet), {
      open(name, tag) {
        if (name === 'row') {
          const r = Number(attribute(tag, 'r'));
          row = { rowNo: Number.isInteger(r) && r > 0 ? r : row.rowNo + 1, cells: [], hasFormula: false };
        } else if (name === 'c') {
          const previous = cell.column;
          cell = {
            column: columnOf(attribute(tag, 'r'), previous),
            type: attribute(tag, 't'),
            value: '',
            inline: '',
          };
        } else if (name === 'f') row.hasFormula = true;
        else if (name === 'v') into = 'value';
        else if (name === 't') into = 'inline';
        else if (name === 'rPh') phonetic++;
      },
      text(text) {
        if (into === 'value') cell.value += text;
        else if (into === 'inline' && phonetic === 0) cell.inline += text;
        if (cell.value.length + cell.inline.length > MAX_TEXT)
          throw new ZipTooLargeError('a cell past its limit');
      },
      close(name) {
        if (name === 'v' || name === 't') into = null;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c') {
          // an empty cell (a style only) holds no value: a row ends at its last value, as exceljs read it
          const text = cellText(cell.type, cell.value, cell.inline, strings);
          if (cell.column > MAX_COLUMNS || text === '') return;
          while (row.cells.length < cell.column - 1) row.cells.push('');
          row.cells[cell.column - 1] = text;
        } else if (name === 'row') {
          if (++rowsRead > MAX_READ_ROWS) throw new ApiError('bulk_file_too_many_rows');
          ready.push(row);
          cell = { column: 0, type: undefined, value: '', inline: '' };
        }
      },
    });
    for await (const _ of steps) yield* ready.splice(0);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the cause is logged by the error handler; the client hears what the file broke
    const code = error instanceof ZipTooLargeError ? 'bulk_file_too_large' : 'bulk_file_unreadable';
    throw Object.assign(new ApiError(code), { cause: error });
  }
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/problem.ts';
import { bulkTemplate } from './bulk-template.ts';
import { xlsxRows } from './bulk-upload-xlsx.ts';
import { inlineRowsXlsx, sharedStringsBomb } from '../../../test/support/hostile-xlsx.ts';
import { ZipTooLargeError, ZipUnreadableError } from './zip-entries.ts';

/** The rows as the upload sees them, read slowly: a turn of the event loop per row, as a loaded server. */
async function slowly(file: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(file)) {
    rows.push(row.cells);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return rows;
}

async function refusal(file: Buffer): Promise<unknown> {
  try {
    await slowly(file);
  } catch (error) {
    return error;
  }
  return null;
}

describe('an uploaded XLSX (decision 025)', () => {
  it('reads the template, whose workbook part comes last in the zip, the same way every time', async () => {
    const file = (await bulkTemplate('kk', 'xlsx')).body as Buffer;
    const expected = [
      ['Нөмір', 'Әрекет', 'Аргумент'],
      ['7011234567', 'Бұғаттау'],
      ['87011234568', 'Белгі қою', 'Белгі'],
      ['+7 701 123 45 69', 'Қызметті қосу', 'PKG_VOICE_500'],
    ];
    // many readers at once: the race the streaming zip walk had needed a slow consumer and a busy loop
    const reads = await Promise.all(Array.from({ length: 40 }, () => slowly(file)));
    for (const rows of reads) expect(rows).toEqual(expected);
  });

  it('reads every shared string where it is, across the blocks they are kept in', async () => {
    // 10,000 distinct texts as Excel keeps them (shared strings), read back row by row: the compact
    // store of decision 035 joins them 4,096 to a block, so both sides of each block edge are asked
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('numbers');
    sheet.addRow(['number', 'action', 'argument']);
    const texts = Array.from({ length: 10_000 }, (_, i) => [`70${String(i).padStart(8, '0')}`, `метка ${i}`]);
    for (const [number, label] of texts) sheet.addRow([number, 'label', label]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: true } as never));
    const rows = [];
    for await (const row of xlsxRows(file)) rows.push(row.cells);
    expect(rows).toHaveLength(10_001);
    for (const i of [0, 2046, 2047, 2048, 4095, 4096, 8191, 8192, 9999])
      expect(rows[i + 1], `row ${i}`).toEqual([texts[i]![0], 'label', texts[i]![1]]);
  });

  it('reads the first sheet the workbook lists, with inline strings and no shared strings part', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const first = workbook.addWorksheet('numbers');
    first.addRow(['number', 'action']).commit();
    first.addRow(['7011234567', 'block']).commit();
    workbook.addWorksheet('other').addRow(['not', 'this']).commit();
    await workbook.commit();
    expect(await slowly(Buffer.concat(chunks))).toEqual([
      ['number', 'action'],
      ['7011234567', 'block'],
    ]);
  });

  it('refuses a cut or broken zip as unreadable, keeping what was wrong as the cause', async () => {
    const file = (await bulkTemplate('ru', 'xlsx')).body as Buffer;
    for (const broken of [file.subarray(0, file.length - 100), Buffer.from('PK\u0003\u0004 not a zip')]) {
      const error = await refusal(broken);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'bulk_file_unreadable' });
      expect((error as Error).cause).toBeInstanceOf(ZipUnreadableError);
    }
    // the central directory is whole but the worksheet's bytes are not deflate
    const corrupt = Buffer.from(file);
    const sheet = corrupt.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    corrupt.fill(0xff, sheet, sheet + 64);
    expect(await refusal(corrupt)).toMatchObject({ code: 'bulk_file_unreadable' });
  });

  // decision 035: the limits hold while reading — a bomb of 200 MB of strings is stopped within its
  // first few megabytes, whatever its shape (exceljs built every string and then read the sheet)
  it.each([
    ['many-strings', 'bulk_file_too_many_rows'],
    ['long-strings', 'bulk_file_too_large'],
    ['one-string', 'bulk_file_too_large'],
  ] as const)(
    'refuses shared strings that inflate past any spreadsheet (%s) as they come',
    async (shape, code) => {
      const file = await sharedStringsBomb(shape, 200 * 1024 * 1024);
      expect(file.length).toBeLessThan(2 * 1024 * 1024);
      // the process's memory at its peak while reading (inflated bytes are Buffers: outside the heap)
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
      const error = await refusal(file);
      clearInterval(sampler);
      expect(error).toMatchObject({ code });
      if (code === 'bulk_file_too_large') expect((error as Error).cause).toBeInstanceOf(ZipTooLargeError);
      expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    },
  );

  it('reads rows of inline strings without a shared strings part, and stops past the rows a file may hold', async () => {
    expect(await slowly(await inlineRowsXlsx(2))).toEqual([
      ['number', 'action'],
      ['7011234567', 'block'],
      ['7011234567', 'block'],
    ]);
    let read = 0;
    const error = await (async () => {
      try {
        for await (const _ of xlsxRows(await inlineRowsXlsx(300_000))) read++;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ code: 'bulk_file_too_many_rows' });
    expect(read).toBeLessThan(210_000);
  });
});

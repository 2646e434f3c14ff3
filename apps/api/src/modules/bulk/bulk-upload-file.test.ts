import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fileRows, MAX_READ_ROWS, refuseTooManyRows } from './bulk-upload-file.ts';

// Decision 035: an uploaded CSV — every line ending is one, Excel's "Unicode text" is read, every
// cell passes the input guard, and a huge file is parsed a slice at a time and stopped at the limit.

async function cellsOf(file: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of fileRows(file)) rows.push(row.cells);
  return rows;
}

async function refusal(file: Buffer): Promise<unknown> {
  try {
    await cellsOf(file);
  } catch (error) {
    return error;
  }
  return null;
}

describe('an uploaded CSV', () => {
  it('reads CRLF, LF and CR as line endings in one file (Excel’s file appended to on a Mac or Linux)', async () => {
    const text = 'number;action\r\n7011234567;block\n7011234568;block\r7011234569;block\r\n7011234570;block';
    const rows = await cellsOf(Buffer.from(text));
    expect(rows).toEqual([
      ['number', 'action'],
      ['7011234567', 'block'],
      ['7011234568', 'block'],
      ['7011234569', 'block'],
      ['7011234570', 'block'],
    ]);
    // a file of CR alone (old Mac) too: the header's separator is found on its first line
    expect(await cellsOf(Buffer.from('number,action\r7011234567,block\r'))).toEqual([
      ['number', 'action'],
      ['7011234567', 'block'],
    ]);
  });

  it('reads Excel’s "Unicode text" (UTF-16LE with BOM, tabs) and UTF-16BE with BOM', async () => {
    const text = 'Номер\tДействие\tАргумент\r\n7011234567\tЗадать метку\tҚойма\r\n';
    const expected = [
      ['Номер', 'Действие', 'Аргумент'],
      ['7011234567', 'Задать метку', 'Қойма'],
    ];
    expect(await cellsOf(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toEqual(
      expected,
    );
    expect(await cellsOf(iconv.encode(text, 'utf16-be', { addBOM: true }))).toEqual(expected);
  });

  it('refuses a NUL or another control character in any cell as every other value is refused', async () => {
    for (const bad of ['7011234567;block;a\u0000b', '7011234567;blo\u0007ck;']) {
      const error = await refusal(Buffer.from(`number;action;argument\n${bad}\n`));
      expect(error).toMatchObject({
        code: 'control_characters_not_allowed',
        details: { errors: [{ path: expect.stringMatching(/^row 2, column [23]$/) }] },
      });
    }
  });

  it('parses a million rows a slice at a time, other work running between, and stops at the limit', async () => {
    const file = Buffer.from(`number;action\n${'7011234567;block\n'.repeat(1_000_000)}`);
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    let read = 0;
    let turnsAtFirst = -1;
    const error = await (async () => {
      try {
        for await (const _ of fileRows(file)) {
          if (read++ === 0) turnsAtFirst = turns;
        }
      } catch (caught) {
        return caught;
      } finally {
        clearInterval(timer);
      }
    })();
    expect(error).toMatchObject({ code: 'bulk_file_too_many_rows' });
    expect(read).toBe(MAX_READ_ROWS);
    // a parse of the whole text at once let no timer run between the first row and the refusal
    expect(turns - turnsAtFirst).toBeGreaterThan(10);
  });

  it('counts a CSV’s rows before any is checked: over the limit refused, empty lines not counted', async () => {
    const many = Buffer.from(`number;action\r\n${'7;b\n'.repeat(1_000_000)}`);
    await expect(refuseTooManyRows(many, 100_000)).rejects.toMatchObject({ code: 'bulk_file_too_many_rows' });
    const within = Buffer.from(`number;action\n${'7;b\r\n;;\r\n  \r'.repeat(100_000)}`);
    await expect(refuseTooManyRows(within, 100_000)).resolves.toBeUndefined();
    const over = Buffer.from(`number;action\n${'7;b\r'.repeat(100_001)}`);
    await expect(refuseTooManyRows(over, 100_000)).rejects.toMatchObject({ code: 'bulk_file_too_many_rows' });
  });
});

import { describe, expect, it } from 'vitest';
import { parsePastedNumbers } from './pasted-numbers.ts';

describe('parsePastedNumbers', () => {
  it('reads a pasted column or a list by commas, in any usual form, once each', () => {
    expect(
      parsePastedNumbers('7011234567\n+7 (700) 100-00-05\r\n87011234567;  \n\t8 777 123 45 67, abc, 123'),
    ).toEqual({
      msisdns: ['7011234567', '7001000005', '7771234567'],
      invalid: ['abc', '123'],
    });
    expect(parsePastedNumbers(' \n ')).toEqual({ msisdns: [], invalid: [] });
  });

  it('keeps a number written with spaces whole, as a spreadsheet column holds it', () => {
    expect(parsePastedNumbers('+7 701 123 45 67\n8 (700) 100 00 05')).toEqual({
      msisdns: ['7011234567', '7001000005'],
      invalid: [],
    });
  });

  it("reads a CSV file's rows: the number cell, and names the other cells back", () => {
    expect(parsePastedNumbers('7011234567;Иванов\r\n7001000005,Петрова\r\n')).toEqual({
      msisdns: ['7011234567', '7001000005'],
      invalid: ['Иванов', 'Петрова'],
    });
  });

  it('names two numbers on one line separated only by a space as unreadable, not a wrong number', () => {
    expect(parsePastedNumbers('7011234567 7001000005')).toEqual({
      msisdns: [],
      invalid: ['7011234567 7001000005'],
    });
  });
});

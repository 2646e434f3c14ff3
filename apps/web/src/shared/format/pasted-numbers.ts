import { normalizeMsisdn } from '@kabinet/contract/rules/msisdn-format';

/**
 * The numbers of a typed or pasted list, or of a .txt/.csv file: one a line (a column copied from a
 * spreadsheet), or separated by commas, semicolons or tabs (a spreadsheet row, a CSV file). Spaces do
 * not separate: "+7 701 123 45 67" is one number, as people write them. Each is normalised (+7, 8…,
 * spaces, brackets and dashes), repeats are dropped, and what is not a number is named back.
 */
export function parsePastedNumbers(text: string): { msisdns: string[]; invalid: string[] } {
  const msisdns = new Set<string>();
  const invalid: string[] = [];
  for (const token of text.split(/[\n\r\t,;]+/)) {
    const raw = token.trim();
    if (raw === '') continue;
    const msisdn = normalizeMsisdn(raw);
    if (msisdn) msisdns.add(msisdn);
    else invalid.push(raw);
  }
  return { msisdns: [...msisdns], invalid };
}

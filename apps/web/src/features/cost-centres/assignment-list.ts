import { normalizeMsisdn } from '@kabinet/contract/rules/msisdn-format';

/**
 * The numbers of an assignment as typed or pasted (a column from a spreadsheet, a list by commas):
 * each one normalised (+7, 8…, spaces and dashes), repeats dropped, and what is not a number named.
 */
export function parseAssignmentList(text: string): { msisdns: string[]; invalid: string[] } {
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

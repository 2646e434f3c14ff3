/**
 * Formula injection (DESIGN §4, OWASP "CSV injection"): no spreadsheet cell may start with a
 * character a spreadsheet reads as a formula — `=`, `+`, `-`, `@`, or a tab / carriage return
 * that some programs strip before one. Such a text gets a leading apostrophe, the spreadsheet
 * convention for "this is text", and is written as a text cell (decision 011). Every other text is
 * written unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

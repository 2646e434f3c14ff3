// decision 012: characters no stored text may hold. PostgreSQL refuses NUL outright; the other control
// characters, bidi overrides and zero-width characters make a label read differently from what it
// is (a "Driver" that sorts, searches and prints as something else).

/**
 * C0 controls (NUL, tab, CR, LF...), DEL and C1 controls; and a lone surrogate (half of a UTF-16
 * pair, no character at all: JSON carries it as `\ud800`, and PostgreSQL's json refuses it, so a
 * label or a name holding one failed in the action log with a 500).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks (U+200E,
 * U+200F, U+061C), zero-width and invisible formatting characters (U+200B–U+200D, U+2060–U+2064,
 * U+180E, U+00AD soft hyphen) and the BOM (U+FEFF).
 */
const INVISIBLE_CHARACTERS =
  /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);
export const hasInvisibleCharacters = (value: string): boolean => INVISIBLE_CHARACTERS.test(value);

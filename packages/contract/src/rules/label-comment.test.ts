import { describe, expect, it } from 'vitest';
import { commentEditSchema, labelEditSchema, normalizeNote } from './label-comment.ts';

describe('label and comment (edit)', () => {
  it('allows a label of 20 and a comment of 50 characters', () => {
    expect(labelEditSchema.parse('л'.repeat(20))).toBe('л'.repeat(20));
    expect(commentEditSchema.parse('c'.repeat(50))).toBe('c'.repeat(50));
  });
  it('rejects one character more with the catalogue code', () => {
    expect(labelEditSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('label_too_long');
    expect(commentEditSchema.safeParse('x'.repeat(51)).error?.issues[0]?.message).toBe('comment_too_long');
  });
  it('trims, and turns blank or absent into null (delete)', () => {
    expect(labelEditSchema.parse('  Driver 1 ')).toBe('Driver 1');
    expect(labelEditSchema.parse('   ')).toBeNull();
    expect(commentEditSchema.parse(undefined)).toBeNull();
    expect(normalizeNote(null)).toBeNull();
    expect(labelEditSchema.parse(` ${'x'.repeat(20)} `)).toHaveLength(20);
  });
});

describe('label and comment characters (decision 012)', () => {
  const codeOf = (value: string) => labelEditSchema.safeParse(value).error?.issues[0]?.message;
  it.each(['a\u0000b', 'a\u0007', 'line\nbreak', 'tab\there', '\u009b31m'])(
    'refuses control characters in %j',
    (value) => {
      expect(codeOf(value)).toBe('control_characters_not_allowed');
      expect(commentEditSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'control_characters_not_allowed',
      );
    },
  );
  it.each(['\u202eevird', 'a\u200bb', 'a\u200db', '\ufeffBOM', 'x\u2066y\u2069', 'a\u00adb'])(
    'refuses bidi overrides and invisible characters in %j',
    (value) => expect(codeOf(value)).toBe('invisible_characters_not_allowed'),
  );
  it('stores NFC and counts length after it', () => {
    const decomposed = 'И\u0306'.repeat(20); // Й as И + combining breve: 40 code units, 20 letters
    expect(labelEditSchema.parse(decomposed)).toBe('Й'.repeat(20));
  });
  it('turns whitespace only (including non-breaking and ideographic spaces) into null', () => {
    expect(labelEditSchema.parse('\u00a0 \u3000')).toBeNull();
  });
});

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

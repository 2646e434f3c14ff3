import { z } from 'zod';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '../constants.ts';
import { hasControlCharacters, hasInvisibleCharacters } from './text-characters.ts';
import { normalizeNote } from './note-text.ts';

export { normalizeNote } from './note-text.ts';

// spec §5: a number's label is at most 20 characters and its comment at most 50 when edited;
// saving an empty text deletes it (null) — the label/comment modal's delete sends null.
// decision 012: control, bidi-override and zero-width characters are refused, text is stored in NFC,
// and whitespace only is empty.

const noteText = (max: number, tooLong: 'label_too_long' | 'comment_too_long') =>
  z
    .string()
    .refine((v) => !hasControlCharacters(v), 'control_characters_not_allowed')
    .refine((v) => !hasInvisibleCharacters(v), 'invisible_characters_not_allowed')
    .normalize('NFC')
    .trim()
    .max(max, tooLong);

export const labelSchema = noteText(LABEL_MAX_LENGTH, 'label_too_long');
export const commentSchema = noteText(COMMENT_MAX_LENGTH, 'comment_too_long');

/** The edit value as a request carries it: absent, null or blank deletes. */
export const labelEditSchema = labelSchema.nullish().transform(normalizeNote);
export const commentEditSchema = commentSchema.nullish().transform(normalizeNote);

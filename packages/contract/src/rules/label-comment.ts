import { z } from 'zod';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '../constants.ts';

// spec §5: a number's label is at most 20 characters and its comment at most 50 when edited;
// saving an empty text deletes it (null) — the label/comment modal's delete sends null.

/** Trimmed text, or null when nothing is left (delete). */
export function normalizeNote(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const labelSchema = z.string().trim().max(LABEL_MAX_LENGTH, 'label_too_long');
export const commentSchema = z.string().trim().max(COMMENT_MAX_LENGTH, 'comment_too_long');

/** The edit value as a request carries it: absent, null or blank deletes. */
export const labelEditSchema = labelSchema.nullish().transform(normalizeNote);
export const commentEditSchema = commentSchema.nullish().transform(normalizeNote);

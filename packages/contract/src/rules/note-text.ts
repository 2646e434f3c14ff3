// spec §5 label and comment text, without zod (the browser's first screen imports it, decision 015).

/** Trimmed text, or null when nothing is left (delete). */
export function normalizeNote(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

import { z } from 'zod';
import { DISPLAY_STATUSES, NUMBER_STATES } from './lifecycle-rules.ts';

// spec §4 Number lifecycle: the rules live in lifecycle-rules.ts (no zod, for the browser's first
// screen, decision 015); the schemas here.
export * from './lifecycle-rules.ts';

export const numberStateSchema = z.enum(NUMBER_STATES);
export const displayStatusSchema = z.enum(DISPLAY_STATUSES);

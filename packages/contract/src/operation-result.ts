import { z } from 'zod';
import { successCodeSchema } from './success-codes.ts';

/**
 * spec §4 operation results: SUCCESS or FAILURE. A failure the user must read is answered as an
 * RFC 9457 problem with a catalogue code (errors.ts); a 200 carries SUCCESS and the success
 * message code the web translates.
 */
export const OPERATION_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export const operationResultStatusSchema = z.enum(OPERATION_RESULTS);

export const operationResultSchema = z.object({
  result: operationResultStatusSchema,
  message: successCodeSchema.nullable(),
});
export type OperationResult = z.infer<typeof operationResultSchema>;

import { z } from 'zod';
import { PAYMENT_TYPES } from './payment-types.ts';

export * from './payment-types.ts';

export const paymentTypeSchema = z.enum(PAYMENT_TYPES, 'invalid_account_type');

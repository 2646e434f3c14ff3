import { z } from 'zod';
import { dateTimeSchema } from './rules/iso-date.ts';
import { tiynSchema } from './rules/money.ts';

// spec §3 Contract phone (a device sold on contract with the number) and spec §2 Contract phone
// block. Dates are ISO 8601 here; the web shows them DD.MM.YYYY HH:mm:ss.

/** spec §4: ACTIVE (Activated, green), SUSPENDED (grey, blocked tooltip), TERMINATED (red) */
export const CONTRACT_PHONE_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export const contractPhoneStatusSchema = z.enum(CONTRACT_PHONE_STATUSES);

/** the kinds of device sold on contract (shown translated, spec §2 Contract phone block) */
export const CONTRACT_DEVICE_TYPES = ['SMARTPHONE', 'TABLET', 'ROUTER', 'WATCH', 'LAPTOP', 'OTHER'] as const;
export const contractDeviceTypeSchema = z.enum(CONTRACT_DEVICE_TYPES);

export const contractPhoneSchema = z.object({
  productId: z.string(),
  /** contract name */
  name: z.string(),
  deviceName: z.string(),
  deviceType: contractDeviceTypeSchema,
  status: contractPhoneStatusSchema,
  /** activation date */
  startDate: dateTimeSchema,
  /** termination date */
  endDate: dateTimeSchema.nullable(),
  /** contract term in months */
  duration: z.number().int().nonnegative(),
  /** monthly payment, tiyn */
  recurring: tiynSchema,
  /** contract price (total sum), tiyn */
  priceFactor: tiynSchema,
});
export type ContractPhone = z.infer<typeof contractPhoneSchema>;

/** Empty content gives the not-found message; more than one shows a select. */
export const contractPhonesSchema = z.object({ content: z.array(contractPhoneSchema) });
export type ContractPhones = z.infer<typeof contractPhonesSchema>;

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '@kabinet/contract/constants';
import {
  bonusSchema,
  serviceCategorySchema,
  feeTypeSchema,
  trafficVolumeSchema,
} from '@kabinet/contract/services';
import { DISPLAY_STATUSES } from '@kabinet/contract/rules/lifecycle';
import { deviceRequestTypeSchema } from '@kabinet/contract/devices';
import { paymentTypeSchema } from '@kabinet/contract/rules/payment-type';
import { contractPhoneSchema, subscriberSchema } from '@kabinet/contract/number';

// every enum of the contract a screen shows has a text in every language — no
// raw SMARTPHONE or POSTPAID on screen. The values come from the contract's own schemas, so a
// value added there without its texts fails here. Add a row when a screen shows another enum.

type Catalog = Record<string, unknown>;
const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

function lookup(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = files[`./${language}/${namespace}.json`];
  for (const part of path.split('.')) node = (node as Catalog | undefined)?.[part];
  return node;
}

/** The values of a z.enum, seen through nullable/optional wrappers. */
function valuesOf(schema: z.ZodType): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
    inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodEnum)) throw new Error('not an enum');
  return inner.options.map(String);
}

const SHOWN: { what: string; values: readonly string[]; key: string }[] = [
  {
    what: 'contract phone device type',
    values: valuesOf(contractPhoneSchema.shape.deviceType),
    key: 'number-detail:contractPhone.deviceTypes',
  },
  {
    what: 'contract phone status',
    values: valuesOf(contractPhoneSchema.shape.status),
    key: 'number-detail:contractPhone.statuses',
  },
  {
    what: 'payment type (detail)',
    values: valuesOf(subscriberSchema.shape.type),
    key: 'number-detail:general.paymentType',
  },
  { what: 'payment type (list, search)', values: valuesOf(paymentTypeSchema), key: 'numbers:paymentType' },
  {
    what: 'account kind',
    values: valuesOf(subscriberSchema.shape.accountType),
    key: 'number-detail:general.accountKind',
  },
  { what: 'number status', values: DISPLAY_STATUSES, key: 'number-detail:status' },
  {
    what: 'device order request type',
    values: valuesOf(deviceRequestTypeSchema),
    key: 'devices:requestType',
  },
  { what: 'fee type', values: valuesOf(feeTypeSchema), key: 'number-detail:services.feeType' },
  {
    what: 'service category',
    values: valuesOf(serviceCategorySchema),
    key: 'number-detail:services.category',
  },
  { what: 'traffic unit', values: valuesOf(trafficVolumeSchema.shape.unit), key: 'number-detail:units' },
  { what: 'bonus unit', values: valuesOf(bonusSchema.shape.unit), key: 'number-detail:units' },
  { what: 'language', values: LANGUAGES, key: 'shell:languageNames' },
];

describe('enums shown to a user (no raw contract value on screen)', () => {
  it.each(SHOWN.flatMap((row) => LANGUAGES.map((language) => [row.what, language, row] as const)))(
    '%s has a text for every value in %s',
    (_, language, { values, key }) => {
      for (const value of values) {
        const text = lookup(language, `${key}.${value}`);
        expect(typeof text, `${language} ${key}.${value}`).toBe('string');
        // a text that is the raw value is no translation (SMARTPHONE shown as SMARTPHONE)
        if (value.length > 3) expect(text, `${language} ${key}.${value}`).not.toBe(value);
      }
    },
  );
});

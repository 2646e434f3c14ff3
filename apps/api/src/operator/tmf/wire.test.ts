import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createReferenceOperator } from '../reference/index.ts';
import { decodeWire, encodeWire } from './codec.ts';
import { createTmfOperator } from './adapter.ts';
import type { TmfHttp } from './http-client.ts';
import { schemaErrors } from './official.ts';
import { ORDER_METHODS, argsOfOrderItem, orderItemOf, type OrderCategory } from './wire.ts';

// decision 032: what the adapter writes the service reads back the same, and nothing of the port
// is left without a way over HTTP.

const SAMPLE_ARGS: Record<OrderCategory, unknown[]> = {
  lifecycle: ['suspend'],
  productChange: [
    {
      productOfferingId: 'PKG_VOICE_500',
      action: 'DISABLE',
      deactivateIncompatible: true,
      requestedBy: 'u-1',
    },
  ],
  ban: ['APP_ACCESS', false],
  simChange: ['89997025000000001018'],
  secretCodeSend: [],
  secretCodeDelete: [],
  forwarding: [{ type: 'CFU', msisdnTo: '7011234567' }],
  deviceOrder: [{ type: 'REGISTER', imei: '356938035643809', ownerDocNumber: null, requestedBy: null }],
  esimReservation: ['u-2'],
  esimChange: ['89997023000000000012'],
};

describe('the TMF wire', () => {
  it.each(Object.keys(ORDER_METHODS) as OrderCategory[])(
    'writes a %s request as a TMF622 order item and reads the same arguments back',
    (category) => {
      const item = orderItemOf(category, '7001000005', SAMPLE_ARGS[category]);
      expect(argsOfOrderItem(category, JSON.parse(JSON.stringify(item)))).toEqual(SAMPLE_ARGS[category]);
      const order = {
        '@type': 'ProductOrder',
        category,
        externalId: [{ id: 'k-1', '@type': 'ExternalIdentifier' }],
        productOrderItem: [item],
      };
      expect(schemaErrors('TMF622', 'ProductOrder_FVO', order)).toEqual([]);
    },
  );

  it('the official documents find what is missing or wrong (decision 036)', () => {
    const errors = schemaErrors('TMF622', 'ProductOrder_FVO', {
      '@type': 'ProductOrder',
      productOrderItem: [{ id: '1', action: 'replace', '@type': 'ProductOrderItem' }],
    });
    expect(errors).toContain('/productOrderItem/0/action must be equal to one of the allowed values');
    expect(schemaErrors('TMF688', 'EventSubscriptionInput', {})).toEqual([
      "/ must have required property 'callback'",
    ]);
  });

  it('carries dates as dates', () => {
    const value = { at: new Date('2026-11-25T10:00:00.000Z'), rows: [{ d: new Date(0) }], s: '2026-11-25' };
    expect(decodeWire(encodeWire(value))).toEqual(value);
  });

  it('carries a lookup by number as a Map, its values revived too', () => {
    const value = new Map([['7011234567', { label: 'Склад', since: new Date(0) }]]);
    const back = decodeWire<typeof value>(encodeWire({ value })) as unknown as { value: typeof value };
    expect(back.value).toBeInstanceOf(Map);
    expect(back.value).toEqual(value);
  });

  it('the adapter has every method of the reference operator', () => {
    // the reference prepares its queries when built: a database that answers anything to anything
    const anything: unknown = new Proxy(() => undefined, { get: () => anything, apply: () => anything });
    const reference = createReferenceOperator(anything as Db, { delayMs: 0 });
    const adapter = createTmfOperator({} as TmfHttp, {
      schedulePoll: async () => {},
      claimEvent: async () => true,
    });
    const missing = Object.keys(reference).filter(
      (method) => typeof (adapter as never)[method] !== 'function',
    );
    expect(missing).toEqual([]);
  });
});

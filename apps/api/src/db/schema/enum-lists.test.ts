import { describe, expect, it } from 'vitest';
import * as contract from '@kabinet/contract';
import * as schema from './index.ts';

// One name per meaning: a value list the portal also sees is imported from the
// contract, not copied into the database schema, and no name means two different lists.
const lists = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, readonly string[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((v) => typeof v === 'string'),
  );
const key = (values: readonly string[]) => [...values].sort().join('|');

describe('value lists of the database schema', () => {
  const contractLists = lists(contract as Record<string, unknown>);

  it('copy no list of the contract', () => {
    const byValues = new Map(contractLists.map(([name, values]) => [key(values), name]));
    const copies = lists(schema as Record<string, unknown>)
      .filter(([, values]) => byValues.has(key(values)))
      .map(([name, values]) => `${name} copies ${byValues.get(key(values))}: ${values.join(', ')}`);
    expect(copies).toEqual([]);
  });

  it('share no name with a different contract list', () => {
    const contractByName = new Map(contractLists);
    const clashes = lists(schema as Record<string, unknown>)
      .filter(([name, values]) => contractByName.has(name) && contractByName.get(name) !== values)
      .map(([name]) => name);
    expect(clashes).toEqual([]);
  });

  it('name the two eSIM lists and the two account lists apart', () => {
    expect(contract).not.toHaveProperty('ACCOUNT_TYPES');
    expect(contract).not.toHaveProperty('ESIM_STATES');
    expect(schema).not.toHaveProperty('ACCOUNT_TYPES');
    expect(schema).not.toHaveProperty('ESIM_STATES');
    expect(contract.PAYMENT_TYPES).toEqual(['PREPAID', 'POSTPAID']);
    expect(contract.ACCOUNT_KINDS).toEqual(['INDIVIDUAL', 'GENERAL']);
  });
});

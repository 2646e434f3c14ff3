import { describe, expect, it } from 'vitest';
import { BULK_ACTION_ROUTES, BULK_ACTIONS, BULK_FINANCE_ACTIONS } from './bulk.ts';

describe('bulk actions: the permission the bar shows them by', () => {
  it("is each action's single route's permission", () => {
    for (const action of BULK_ACTIONS)
      expect([action, BULK_ACTION_ROUTES[action].permission]).toEqual([
        action,
        BULK_FINANCE_ACTIONS.includes(action) ? 'finance.move' : 'numbers.manage',
      ]);
  });
});

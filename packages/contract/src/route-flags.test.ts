import { describe, expect, it } from 'vitest';
import { MENU_ENTRY_RULES, SUBSCRIBER_FLAGS } from './features.ts';
import { allRoutes } from './routes.ts';

/**
 * Subscriber routes that need no letter flag (decision 007), each with the reason. A new
 * subscriber route must either declare its flag or be added here on purpose.
 */
const WITHOUT_FLAG: Record<string, string> = {
  // spec §2: labels and comments are edited on the numbers list's cards, which every number has
  'numbers.label': 'edited on the card',
  'numbers.comment': 'edited on the card',
  // read by the state-change modal, which both block (C) and unblock (T) open; the change itself is gated
  'services.stateEligible': 'read before block (C) or unblock (T)',
  // read by the toggle modals (Q, L, K) to offer Set or Remove; each change is gated by its own letter
  'controls.state': 'read before a ban or app-access change (Q, L, K)',
};

describe('subscriber letter flags (spec §6)', () => {
  it('are declared by subscriber routes only, and by every one not listed without', () => {
    for (const route of allRoutes) {
      if (route.scope !== 'subscriber') expect(route.flag, route.id).toBeUndefined();
      else if (route.id in WITHOUT_FLAG) expect(route.flag, route.id).toBeUndefined();
      else expect(Object.keys(SUBSCRIBER_FLAGS), route.id).toContain(route.flag);
    }
    for (const id of Object.keys(WITHOUT_FLAG))
      expect(allRoutes.find((r) => r.id === id)?.scope, id).toBe('subscriber');
  });

  it('gate the routes of spec §6 with their letters', () => {
    const flagOf = (id: string) => allRoutes.find((r) => r.id === id)?.flag;
    expect(flagOf('subscribers.get')).toBe('Y');
    expect(flagOf('services.suspend')).toBe('C');
    expect(flagOf('services.activate')).toBe('T');
    expect(flagOf('services.contractPhone')).toBe('W');
    // every letter but Y guards at least one route; Y guards the detail and what only it shows
    const used = new Set(allRoutes.map((r) => r.flag));
    expect([...Object.keys(SUBSCRIBER_FLAGS)].filter((f) => !used.has(f as never))).toEqual([]);
  });

  it('of each card menu entry are those of a route it opens', () => {
    for (const [entry, rule] of Object.entries(MENU_ENTRY_RULES)) {
      const opened = allRoutes.filter((r) => r.flag === rule.flag && r.feature === rule.feature);
      expect(opened.length, entry).toBeGreaterThan(0);
    }
  });
});

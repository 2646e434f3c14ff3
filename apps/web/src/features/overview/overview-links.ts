import { TIYN_PER_TENGE } from '@kabinet/contract/constants';

// Decision 030: every tile of the overview opens the numbers list filtered to what it counts, in the
// list's own URL parameters (decision 024), so the list shows the same numbers the tile counts.

const list = (params: Record<string, string>) => `/numbers?${new URLSearchParams(params).toString()}`;

/** the list's state filter per lifecycle state the overview counts */
const STATE_FILTER: Record<number, string> = { 20: 'ACTIVE', 42: 'BLOCKED', 44: 'PRE_DISCONNECTED' };

export const overviewLinks = {
  state: (lcStateId: number): string | null => {
    const filter = STATE_FILTER[lcStateId];
    return filter ? list({ state: filter }) : null;
  },
  lowPrepaid: (thresholdTiyn: number) =>
    list({ type: 'PREPAID', balanceBelow: String(thresholdTiyn / TIYN_PER_TENGE) }),
  spend: (level: 'near' | 'over' | 'blocked') => list({ spend: level }),
  costCentre: (id: number | null) => list({ costCentre: id === null ? 'none' : String(id) }),
  number: (msisdn: string) => `/numbers/${msisdn}`,
};

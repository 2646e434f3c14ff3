import { describe, expect, it } from 'vitest';
import { NO_NUMBER_FILTERS } from '@kabinet/contract/rules/numbers-view';
import { appendView, DEFAULT_VIEW, tengeToTiyn, tiynToTenge, viewFromParams } from './list-view.ts';

describe('the list view in the URL (decision 024)', () => {
  it('round-trips every filter, the order and the size', () => {
    const view = {
      filters: {
        states: ['BLOCKED' as const, 'PENDING' as const],
        tariffId: 'corp-prepaid-start',
        account: '123456',
        simKind: 'ESIM' as const,
        inRoaming: true,
        hasLabel: false,
        hasComment: true,
        balanceBelow: 50_000,
        balanceAbove: 1_050,
        deviceRegistered: false,
        costCentre: 12,
        spendLevel: 'near' as const,
      },
      sort: 'balance' as const,
      direction: 'desc' as const,
      size: 50 as const,
    };
    const params = appendView(new URLSearchParams(), view);
    expect(params.toString()).toBe(
      'state=BLOCKED%2CPENDING&tariff=corp-prepaid-start&inAccount=123456&sim=ESIM&roaming=yes&hasLabel=no' +
        '&hasComment=yes&balanceBelow=500&balanceAbove=10.5&device=no&costCentre=12&spend=near&sort=balance&dir=desc&size=50',
    );
    expect(viewFromParams(new URLSearchParams(params.toString()))).toEqual({ view, ignored: [] });
  });

  it('writes nothing for the default list', () => {
    expect(appendView(new URLSearchParams(), DEFAULT_VIEW).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams('msisdn=701'))).toEqual({ view: DEFAULT_VIEW, ignored: [] });
  });

  it('leaves out and names what it cannot understand, keeping the rest', () => {
    const { view, ignored } = viewFromParams(
      new URLSearchParams(
        'state=BLOCKED,SLEEPING&sort=iccid&dir=up&size=30&roaming=maybe&balanceBelow=-5&sim=ESIM',
      ),
    );
    expect(ignored).toEqual(['state', 'roaming', 'balanceBelow', 'sort', 'dir', 'size']);
    expect(view).toEqual({ ...DEFAULT_VIEW, filters: { ...NO_NUMBER_FILTERS, simKind: 'ESIM' } });
  });

  it('reads tenge as typed: a decimal comma or point, at most 2 fraction digits', () => {
    expect(tengeToTiyn('500')).toBe(50_000);
    expect(tengeToTiyn('499,5')).toBe(49_950);
    expect(tengeToTiyn(' 0.05 ')).toBe(5);
    for (const wrong of ['', '-1', '1.234', '1e3', '5 000', 'abc']) expect(tengeToTiyn(wrong)).toBeNull();
    expect(tiynToTenge(49_950)).toBe('499.5');
    expect(tiynToTenge(5)).toBe('0.05');
    expect(tiynToTenge(50_000)).toBe('500');
  });
});

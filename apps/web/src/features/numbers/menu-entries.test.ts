import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, MENU_ENTRY_RULES } from '@kabinet/contract/feature-names';
import { type FeatureName, type SubscriberFlag } from '@kabinet/contract/features';
import type { CardMenuEntry } from '@kabinet/contract/rules/lifecycle';
import { toAccess } from '../../shared/access/access.ts';
import {
  AVAILABLE_MENU_ENTRIES,
  canLinkToDetail,
  STATE_CHANGE_ENTRIES,
  visibleMenuEntries,
} from './menu-entries.ts';

const ALL_FLAGS: SubscriberFlag[] = ['C', 'T', 'E', 'L', 'K', 'S', 'Y'];
const ALL_FEATURES = new Set<FeatureName>(FEATURE_NAMES);
const EVERY_SCREEN = new Set<CardMenuEntry>(Object.keys(MENU_ENTRY_RULES) as CardMenuEntry[]);

const card = (over: {
  state?: number;
  iccid?: string | null;
  type?: 'PREPAID' | 'POSTPAID';
  flags?: SubscriberFlag[];
}) => ({
  lcState: { lcStateId: over.state ?? 20, name: { ru: '', en: '', kk: '' }, lcStateDate: null },
  iccid: over.iccid === undefined ? '89997021000000000014' : over.iccid,
  type: over.type ?? 'POSTPAID',
  flags: over.flags ?? ALL_FLAGS,
});

describe('visibleMenuEntries (spec §2 menu entries + §6 flags and features)', () => {
  it('offers block, call-details block and app-access block only for state 20', () => {
    expect(visibleMenuEntries(card({ state: 20 }), ALL_FEATURES, EVERY_SCREEN)).toEqual([
      'block',
      'call_details_block',
      'app_access_block',
      'sim_change',
    ]);
  });

  it('offers unblock only for state 42, and neither for another state', () => {
    expect(visibleMenuEntries(card({ state: 42 }), ALL_FEATURES, EVERY_SCREEN)).toEqual([
      'unblock',
      'sim_change',
    ]);
    expect(visibleMenuEntries(card({ state: 44 }), ALL_FEATURES, EVERY_SCREEN)).toEqual(['sim_change']);
  });

  it('offers SIM change only when the ICCID is a string, top-up details only for PREPAID', () => {
    expect(visibleMenuEntries(card({ state: 44, iccid: null }), ALL_FEATURES, EVERY_SCREEN)).toEqual([]);
    expect(
      visibleMenuEntries(card({ state: 44, iccid: '', type: 'PREPAID' }), ALL_FEATURES, EVERY_SCREEN),
    ).toEqual(['sim_change', 'top_up_details']);
  });

  it('drops an entry without its letter flag on the number', () => {
    const flags: SubscriberFlag[] = ['T', 'E', 'L', 'K', 'S']; // no C
    expect(visibleMenuEntries(card({ flags }), ALL_FEATURES, EVERY_SCREEN)).toEqual([
      'call_details_block',
      'app_access_block',
      'sim_change',
    ]);
    expect(visibleMenuEntries(card({ state: 42, flags: ['C', 'E'] }), ALL_FEATURES, EVERY_SCREEN)).toEqual([
      'sim_change',
    ]);
    expect(visibleMenuEntries(card({ type: 'PREPAID', flags: ['E'] }), ALL_FEATURES, EVERY_SCREEN)).toEqual([
      'sim_change',
    ]);
  });

  it('drops an entry without its feature', () => {
    for (const [entry, rule] of Object.entries(MENU_ENTRY_RULES)) {
      const features = new Set([...ALL_FEATURES].filter((f) => f !== rule.feature));
      for (const state of [20, 42])
        expect(visibleMenuEntries(card({ state, type: 'PREPAID' }), features, EVERY_SCREEN)).not.toContain(
          entry,
        );
    }
  });

  it('offers every entry of spec §2 the card has a screen for, top-up details included', () => {
    expect([...AVAILABLE_MENU_ENTRIES].sort()).toEqual([
      'app_access_block',
      'block',
      'call_details_block',
      'call_forwarding',
      'secret_code_delete',
      'secret_code_send',
      'sim_change',
      'sms_ussd_ban',
      'top_up_details',
      'unblock',
    ]);
    expect(visibleMenuEntries(card({ state: 20, type: 'PREPAID' }), ALL_FEATURES)).toEqual([
      'block',
      'call_details_block',
      'app_access_block',
      'sim_change',
      'top_up_details',
    ]);
    expect(visibleMenuEntries(card({ state: 20, type: 'POSTPAID' }), ALL_FEATURES)).not.toContain(
      'top_up_details',
    );
    expect(
      visibleMenuEntries(card({ state: 42, type: 'PREPAID', flags: ['C', 'T', 'E'] }), ALL_FEATURES),
    ).not.toContain('top_up_details');
    expect(visibleMenuEntries(card({ state: 42 }), ALL_FEATURES)).toEqual(['unblock', 'sim_change']);
    expect(visibleMenuEntries(card({ state: 44, iccid: null }), ALL_FEATURES)).toEqual([]);
  });

  it('offers the secret code, the SMS/USSD ban and forwarding in any state, with J, Q and D (decision 014)', () => {
    const flags: SubscriberFlag[] = ['J', 'Q', 'D'];
    for (const state of [20, 42, 44])
      expect(visibleMenuEntries(card({ state, flags }), ALL_FEATURES)).toEqual([
        'secret_code_send',
        'secret_code_delete',
        'sms_ussd_ban',
        'call_forwarding',
      ]);
    expect(visibleMenuEntries(card({ state: 42, flags: ['L', 'K', 'Q'] }), ALL_FEATURES)).toEqual([
      'sms_ussd_ban',
    ]);
  });

  it('offers unblock, not block, for state 42 and block, not unblock, for state 20', () => {
    const blocked = visibleMenuEntries(card({ state: 42 }), ALL_FEATURES);
    expect(blocked).toContain('unblock');
    expect(blocked).not.toContain('block');
    const active = visibleMenuEntries(card({ state: 20 }), ALL_FEATURES);
    expect(active).toContain('block');
    expect(active).not.toContain('unblock');
  });

  it('needs flag C and block_msisdn for block, flag T and unblock_msisdn for unblock', () => {
    const without = (feature: FeatureName) => new Set([...ALL_FEATURES].filter((f) => f !== feature));
    expect(visibleMenuEntries(card({ state: 20, flags: ['T', 'E'] }), ALL_FEATURES)).not.toContain('block');
    expect(visibleMenuEntries(card({ state: 20 }), without('block_msisdn'))).not.toContain('block');
    expect(visibleMenuEntries(card({ state: 20 }), without('unblock_msisdn'))).toContain('block');
    expect(visibleMenuEntries(card({ state: 42, flags: ['C', 'E'] }), ALL_FEATURES)).not.toContain('unblock');
    expect(visibleMenuEntries(card({ state: 42 }), without('unblock_msisdn'))).not.toContain('unblock');
    expect(visibleMenuEntries(card({ state: 42 }), without('block_msisdn'))).toContain('unblock');
  });

  it('opens the state change with suspend for block and activate for unblock', () => {
    expect(STATE_CHANGE_ENTRIES).toEqual({ block: 'suspend', unblock: 'activate' });
  });
});

describe('canLinkToDetail (spec §2: the card links to the detail only with flag Y)', () => {
  const access = (subscriberFlags: SubscriberFlag[], numbersPage = true) =>
    toAccess({
      profileName: 'p',
      accessNumbersPage: numbersPage,
      accessDocumentsPage: true,
      features: [],
      customerFlags: [],
      subscriberFlags,
    });

  it('links with Y on the number and the detail route open', () => {
    expect(canLinkToDetail({ flags: ['Y'] }, access(['Y']))).toBe(true);
  });

  it('does not link without Y on the number or with the route closed', () => {
    expect(canLinkToDetail({ flags: ['C', 'E'] }, access(['Y']))).toBe(false);
    expect(canLinkToDetail({ flags: ['Y'] }, access([]))).toBe(false);
    expect(canLinkToDetail({ flags: ['Y'] }, access(['Y'], false))).toBe(false);
  });
});

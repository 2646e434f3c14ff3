import type { Subscriber } from '@kabinet/contract';
import { MENU_ENTRY_RULES } from '@kabinet/contract/feature-names';
import {
  canBlock,
  canChangeProducts,
  cardMenuEntries,
  canUnblock,
  displayStatusOf,
  type DisplayStatus,
} from '@kabinet/contract/rules/lifecycle';
import { canOpenNumberDetail, type Access } from '../../shared/access/access.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import {
  NUMBER_MODAL_ENTRIES,
  type NumberModalEntry,
} from '../../shared/number-modals/number-modal-store.ts';

export type { NumberModalEntry };

/**
 * spec §2/§4: active when lcStateId is 20, otherwise blocked (pre-disconnected 44 too); PENDING
 * while the operator applies a block or unblock (decision 027).
 */
export const numberDisplayStatus = (subscriber: Pick<Subscriber, 'lcState' | 'state'>): DisplayStatus =>
  displayStatusOf(subscriber.lcState.lcStateId, subscriber.state);

/**
 * spec §2 header button, §4 lifecycle, §6 flags: block for state 20 with `block_msisdn` and
 * flag C; unblock for state 42 with `unblock_msisdn` and flag T; nothing otherwise (44).
 */
export function stateChangeActionOf(
  subscriber: Pick<Subscriber, 'lcState' | 'flags'> & Partial<Pick<Subscriber, 'state'>>,
  access: Pick<Access, 'features'>,
): StateChangeAction | null {
  const { lcStateId } = subscriber.lcState;
  const { state } = subscriber;
  if (canBlock(lcStateId, state) && access.features.has('block_msisdn') && subscriber.flags.includes('C'))
    return 'suspend';
  if (canUnblock(lcStateId, state) && access.features.has('unblock_msisdn') && subscriber.flags.includes('T'))
    return 'activate';
  return null;
}

export type NumberReportEntry = 'usage_details' | 'top_up_details' | 'payments_report';
export type NumberMenuEntry =
  'sim_change' | 'esim_change' | 'esim_release' | NumberModalEntry | NumberReportEntry;

/** the report modals of the menu (spec §2 Modals), each with its letter and feature (MENU_ENTRY_RULES) */
export const NUMBER_REPORT_ENTRIES: readonly NumberReportEntry[] = [
  'usage_details',
  'top_up_details',
  'payments_report',
];
export const isReportEntry = (entry: NumberMenuEntry): entry is NumberReportEntry =>
  (NUMBER_REPORT_ENTRIES as readonly string[]).includes(entry);

/**
 * spec §2 actions menu, only the screens that exist: SIM change when the ICCID is a string,
 * with `change_sim` and flag E; eSIM change with `esim_change` and flag F; then the number modals
 * with the card menu's state rules (call details and app block for state 20 only), flags and features.
 */
export function numberMenuEntries(
  subscriber: Pick<Subscriber, 'iccid' | 'flags' | 'lcState' | 'type'> & Partial<Pick<Subscriber, 'state'>>,
  access: Pick<Access, 'features'>,
): NumberMenuEntry[] {
  const entries: NumberMenuEntry[] = [];
  if (
    typeof subscriber.iccid === 'string' &&
    access.features.has('change_sim') &&
    subscriber.flags.includes('E')
  )
    entries.push('sim_change');
  if (access.features.has('esim_change') && subscriber.flags.includes('F')) entries.push('esim_change');
  // decision 016: the older 'release eSIM' modal, same feature and flag
  if (access.features.has('esim_change') && subscriber.flags.includes('F')) entries.push('esim_release');
  const allowed = cardMenuEntries({
    lcStateId: subscriber.lcState.lcStateId,
    ...(subscriber.state ? { state: subscriber.state } : {}),
    iccid: subscriber.iccid,
    type: subscriber.type,
  });
  for (const entry of NUMBER_MODAL_ENTRIES) {
    const rule = MENU_ENTRY_RULES[entry];
    if (allowed.includes(entry) && subscriber.flags.includes(rule.flag) && access.features.has(rule.feature))
      entries.push(entry);
  }
  // spec §2/§6 letters V, S, N: usage details, top-up details (PREPAID only), payments report
  for (const entry of NUMBER_REPORT_ENTRIES) {
    const rule = MENU_ENTRY_RULES[entry];
    if (entry === 'top_up_details' && subscriber.type !== 'PREPAID') continue;
    if (access.features.has(rule.feature) && subscriber.flags.includes(rule.flag)) entries.push(entry);
  }
  return entries;
}

/** spec §2/§6: the contract phone block needs flag W and the `view_contract_phone` feature. */
export const canViewContractPhone = (
  subscriber: Pick<Subscriber, 'flags'>,
  access: Pick<Access, 'features'>,
): boolean => subscriber.flags.includes('W') && access.features.has('view_contract_phone');

/**
 * spec §2/§6: the detail page needs the profile's Y (the route guard) and the number's own Y —
 * a deep link to a number without it is refused like the card's missing link, not only hidden.
 */
export const canShowNumberDetail = (subscriber: Pick<Subscriber, 'flags'>, access: Access): boolean =>
  canOpenNumberDetail(access) && subscriber.flags.includes('Y');

/**
 * Why the service toggles are off before anyone tries: on a blocked number the
 * server refuses every change with msisdn_blocked, so the page says so up front.
 */
export const serviceChangeRefusal = (subscriber: Pick<Subscriber, 'lcState'>): 'msisdn_blocked' | null =>
  canChangeProducts(subscriber.lcState.lcStateId) ? null : 'msisdn_blocked';

/**
 * spec §6 flag H and feature imei_register: the device section. M2M numbers (spec §4 Device
 * buttons) see it with the info alert only, whatever their own flags.
 */
export const canViewDevices = (
  subscriber: Pick<Subscriber, 'flags' | 'isM2MSubscriber'>,
  access: Pick<Access, 'features'>,
): boolean =>
  access.features.has('imei_register') && (subscriber.isM2MSubscriber || subscriber.flags.includes('H'));

import { MENU_ENTRY_RULES } from '@kabinet/contract/feature-names';
import type { FeatureName } from '@kabinet/contract/features';
import { cardMenuEntries, type CardMenuEntry } from '@kabinet/contract/rules/lifecycle';
import type { SubscriberCard } from '@kabinet/contract/numbers';
import { canOpenNumberDetail, type Access } from '../../shared/access/access.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { NUMBER_MODAL_ENTRIES } from '../../shared/number-modals/number-modal-store.ts';

/**
 * The entries whose screen exists in the portal today. The others open modals and pages of
 * screens not built yet and are not shown until then (a menu entry that leads nowhere is worse
 * than none): add an entry here when its screen lands.
 */
export const AVAILABLE_MENU_ENTRIES: ReadonlySet<CardMenuEntry> = new Set<CardMenuEntry>([
  'unblock',
  'block',
  'sim_change',
  // decision 014: the number modals, hosted by the shell (shared/number-modals)
  ...NUMBER_MODAL_ENTRIES,
  // spec §2: top-up details for a PREPAID number, the full-screen modal of the reports feature
  'top_up_details',
]);

/** spec §2 modal "Number state change": the entries that open it, and with which action. */
export const STATE_CHANGE_ENTRIES: Partial<Record<CardMenuEntry, StateChangeAction>> = {
  block: 'suspend',
  unblock: 'activate',
};

type MenuCard = Pick<SubscriberCard, 'lcState' | 'iccid' | 'type' | 'flags'> &
  Partial<Pick<SubscriberCard, 'state'>>;

/**
 * What a card's actions menu offers (spec §2 + §6): the state/ICCID/payment-type rules of the
 * contract, then the number's letter flag, the company's feature and whether the screen exists.
 */
export function visibleMenuEntries(
  card: MenuCard,
  features: ReadonlySet<FeatureName>,
  available: ReadonlySet<CardMenuEntry> = AVAILABLE_MENU_ENTRIES,
): CardMenuEntry[] {
  const flags = new Set(card.flags);
  return cardMenuEntries({
    lcStateId: card.lcState.lcStateId,
    ...(card.state ? { state: card.state } : {}),
    iccid: card.iccid,
    type: card.type,
  }).filter(
    (entry) =>
      available.has(entry) &&
      flags.has(MENU_ENTRY_RULES[entry].flag) &&
      features.has(MENU_ENTRY_RULES[entry].feature),
  );
}

/** spec §2/§6: the card links to the number detail only with the number's flag Y (and the route open). */
export function canLinkToDetail(card: Pick<SubscriberCard, 'flags'>, access: Access): boolean {
  return card.flags.includes('Y') && canOpenNumberDetail(access);
}

import { useSyncExternalStore } from 'react';
import type { CardMenuEntry } from '@kabinet/contract/rules/lifecycle';
import { storage } from '../storage/storage.ts';

/**
 * spec §2 "Modals (one at a time, opened by name for a subscriber)": the number modals of decision 014.
 * The numbers list and the number detail open them by name; the shell hosts the one that is open,
 * so neither screen imports the feature that draws them.
 */
export const NUMBER_MODALS = [
  'iccid_change',
  'secret_code_send',
  'secret_code_delete',
  'sms_ussd_ban',
  'call_details_access',
  'app_block',
  'call_forwarding',
  // spec §2 "Top-up details (full screen)": the list card opens it as the number page does
  'top_up_details',
  // spec §2 "eSIM-type change" and the older 'release eSIM' modal, opened by name from the number's menu
  'esim_release',
] as const;
export type NumberModalName = (typeof NUMBER_MODALS)[number];

export interface OpenNumberModal {
  name: NumberModalName;
  msisdn: string;
}

/** decision 014: the card menu's entries that open a number modal, in the menu's order (spec §2). */
export const NUMBER_MODAL_ENTRIES = [
  'call_details_block',
  'app_access_block',
  'secret_code_send',
  'secret_code_delete',
  'sms_ussd_ban',
  'call_forwarding',
] as const satisfies readonly CardMenuEntry[];
export type NumberModalEntry = (typeof NUMBER_MODAL_ENTRIES)[number];

/** The menu entries that open a number modal, and which. */
export const MODAL_OF_ENTRY: Partial<Record<CardMenuEntry, NumberModalName>> = {
  call_details_block: 'call_details_access',
  app_access_block: 'app_block',
  secret_code_send: 'secret_code_send',
  secret_code_delete: 'secret_code_delete',
  sms_ussd_ban: 'sms_ussd_ban',
  call_forwarding: 'call_forwarding',
  top_up_details: 'top_up_details',
};

let current: OpenNumberModal | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens a modal for a number; the one open before closes (one at a time). */
export function openNumberModal(name: NumberModalName, msisdn: string): void {
  current = { name, msisdn };
  // spec §3 local storage keys: the number a modal is opened for is the current subscriber
  storage.setCurrentSubscriber(msisdn);
  emit();
}

export function closeNumberModal(): void {
  if (current === null) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The open modal, or null. */
export const useOpenNumberModal = (): OpenNumberModal | null =>
  useSyncExternalStore(subscribe, () => current);

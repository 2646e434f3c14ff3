// What other areas use of the number's lifecycle: the block/unblock modal (spec §2 "Number state
// change"), opened from the numbers list and the number page.
export { StateChangeModal } from './state-change-modal.tsx';
export type { StateChangeAction } from './state-change-decision.ts';
export type { StateChangeResult } from './lifecycle-api.ts';

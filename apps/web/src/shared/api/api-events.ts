import type { ApiError } from './api-error.ts';

/**
 * Failures the whole app reacts to (spec §8 "Session and access"): the query client reports
 * every failed call here; the session watcher signs out on `unauthorized`, resets the offer
 * approval on `offer_not_approved` and drops a stale company on `company_not_assigned`.
 */
type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export const apiEvents = {
  emit(error: ApiError) {
    for (const listener of listeners) listener(error);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

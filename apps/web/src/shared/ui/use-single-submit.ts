import { useCallback, useEffect, useRef } from 'react';

/**
 * A confirmation button sends its request once, however fast it is clicked. `isBusy`
 * (a mutation's isPending) reaches the button only after a re-render — TanStack Query notifies on
 * a later tick — so a double click can land twice before the button shows it is busy. The guard
 * closes synchronously on the first click and opens again once the request has settled
 * (isBusy back to false) or the dialog shows something else (`resetKey`).
 */
export function useSingleSubmit(action: () => void, isBusy: boolean, resetKey?: unknown): () => void {
  const isClosed = useRef(false);
  const wasBusy = useRef(isBusy);
  useEffect(() => {
    if (wasBusy.current && !isBusy) isClosed.current = false;
    wasBusy.current = isBusy;
  }, [isBusy]);
  useEffect(() => {
    isClosed.current = false;
  }, [resetKey]);
  return useCallback(() => {
    if (isClosed.current || isBusy) return;
    isClosed.current = true;
    action();
  }, [action, isBusy]);
}

// A circuit breaker per TMF API (decision 032): after `threshold` failures in a row the API is
// `open` and calls fail at once (spec §8 failed_to_get_data) instead of each waiting out its
// timeout; after `cooldownMs` one call may try (`halfOpen`): its success closes the circuit, its
// failure opens it again. A dead billing then costs the number page one fast answer, not a hang.

export type CircuitState = 'closed' | 'open' | 'halfOpen';

export interface CircuitBreaker {
  /** whether a call may go now (a half-open circuit lets exactly one through) */
  tryAcquire(): boolean;
  onSuccess(): void;
  onFailure(): void;
  state(): CircuitState;
}

export function createCircuitBreaker(
  opts: { threshold: number; cooldownMs: number; onChange?: (state: CircuitState) => void },
  now: () => number = Date.now,
): CircuitBreaker {
  let failures = 0;
  let openedAt = 0;
  let current: CircuitState = 'closed';
  let isTrialOut = false;
  const set = (next: CircuitState) => {
    if (next !== current) opts.onChange?.(next);
    current = next;
  };
  return {
    tryAcquire() {
      if (current === 'closed') return true;
      if (current === 'open' && now() - openedAt >= opts.cooldownMs) set('halfOpen');
      if (current === 'halfOpen' && !isTrialOut) {
        isTrialOut = true;
        return true;
      }
      return false;
    },
    onSuccess() {
      failures = 0;
      isTrialOut = false;
      set('closed');
    },
    onFailure() {
      failures++;
      isTrialOut = false;
      if (current === 'halfOpen' || failures >= opts.threshold) {
        openedAt = now();
        set('open');
      }
    },
    state: () => current,
  };
}

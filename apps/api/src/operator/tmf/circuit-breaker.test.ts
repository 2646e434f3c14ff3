import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';

describe('the circuit breaker of a TMF API', () => {
  it('opens after the threshold, answers at once while open, lets one trial through after the cooldown', () => {
    let time = 0;
    const changes: string[] = [];
    const breaker = createCircuitBreaker(
      { threshold: 3, cooldownMs: 1000, onChange: (s) => changes.push(s) },
      () => time,
    );
    for (let i = 0; i < 2; i++) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.onFailure();
    }
    expect(breaker.state()).toBe('closed');
    breaker.tryAcquire();
    breaker.onFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    time = 1000;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.onFailure();
    expect(breaker.state()).toBe('open');
    time = 2000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onSuccess();
    expect(breaker.state()).toBe('closed');
    expect(changes).toEqual(['open', 'halfOpen', 'open', 'halfOpen', 'closed']);
  });
});

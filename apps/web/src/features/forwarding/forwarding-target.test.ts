import { describe, expect, it } from 'vitest';
import { decideTarget, describeTarget, initialTarget } from './forwarding-target.ts';

describe('forwarding target (spec §5 Forwarding)', () => {
  it('drops the mask’s first digit and keeps the ten of the number', () => {
    expect(decideTarget({ destination: 'number', phoneDigits: '7011234567', service: null })).toEqual({
      ok: true,
      msisdnTo: '7011234567',
    });
  });
  it('refuses an incomplete number or one not starting with 7', () => {
    for (const phoneDigits of ['701123456', '', '6011234567', '70112345678'])
      expect(decideTarget({ destination: 'number', phoneDigits, service: null })).toEqual({
        ok: false,
        code: 'invalid_forwarding_number',
      });
  });
  it('needs a chosen service, and sends its number', () => {
    expect(decideTarget({ destination: 'service', phoneDigits: '', service: null })).toEqual({
      ok: false,
      code: 'forwarding_service_required',
    });
    expect(decideTarget({ destination: 'service', phoneDigits: '', service: 'voice_mail' })).toEqual({
      ok: true,
      msisdnTo: '7012000000',
    });
  });
  it('tells the four services from a number and starts the form from the current target', () => {
    expect(describeTarget('7012050000')).toEqual({
      kind: 'service',
      service: 'missed_call_notification',
      shown: '2050',
    });
    expect(describeTarget('7011234567')).toEqual({ kind: 'number', msisdn: '7011234567' });
    expect(initialTarget('7012055000')).toMatchObject({ destination: 'service', service: 'i_am_available' });
    expect(initialTarget('7011234567')).toMatchObject({ destination: 'number', phoneDigits: '7011234567' });
    expect(initialTarget(null)).toMatchObject({ destination: 'number', phoneDigits: '' });
  });
});

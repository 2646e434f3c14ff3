import { describe, expect, it } from 'vitest';
import type { DeviceRegistrationsData } from '../devices.ts';
import { currentImeiStatus, deviceActions, deviceOrderOutcome } from './device-state.ts';

const data = (over: Partial<DeviceRegistrationsData> = {}): DeviceRegistrationsData => ({
  registrations: [{ imei: '490154203237518', isPending: false }],
  registrationsByImei: [],
  orders: [],
  currentImei: '490154203237518',
  currentImeiState: 'WHITE_RNN',
  ...over,
});

describe('device order outcome', () => {
  it('maps states', () => {
    expect(deviceOrderOutcome('FINISHED')).toBe('done');
    expect(deviceOrderOutcome('PENDING')).toBe('sent');
    expect(deviceOrderOutcome('CEIR_ASYNC_ACCEPTED')).toBe('sent');
    expect(deviceOrderOutcome('20001')).toBe('failed');
  });
});

describe('current IMEI status', () => {
  it('follows the registry state', () => {
    expect(currentImeiStatus(data())).toBe('registered_new');
    expect(currentImeiStatus(data({ currentImeiState: 'WHITE_AMNESTY' }))).toBe('registered_pending');
    expect(currentImeiStatus(data({ currentImeiState: 'WHITE_PROVEN' }))).toBe('registered_pending');
    expect(currentImeiStatus(data({ currentImeiState: 'BLACK' }))).toBe('blocked');
    expect(currentImeiStatus(data({ currentImeiState: 'GREY' }))).toBe('active');
  });
  it('is not registered when absent from the registrations', () => {
    expect(currentImeiStatus(data({ registrations: [] }))).toBe('not_registered');
    expect(currentImeiStatus(data({ currentImei: null }))).toBe('not_registered');
  });
});

describe('device buttons', () => {
  it('offers re-registration only for an unregistered IMEI held by another owner, not for M2M', () => {
    const other = data({ registrations: [], registrationsByImei: [{ documentId: '900101300015' }] });
    expect(deviceActions(other, false)).toBe('reregister');
    expect(deviceActions(other, true)).toBe('m2m_info');
    expect(deviceActions(data({ registrations: [] }), false)).toBe('register');
    expect(deviceActions(data({ registrationsByImei: [{ documentId: 'x' }] }), false)).toBe('register');
  });
});

import { describe, expect, it } from 'vitest';
import type { ContractPhone } from '@kabinet/contract';
import { contractStatusColor, initialDeviceIndex, needsDeviceSelect } from './contract-phone-view.ts';

const phone = (status: ContractPhone['status']): ContractPhone => ({
  productId: 'SVC_CONTRACT_DEVICE',
  name: 'Рассрочка 24 мес.',
  deviceName: 'Apple iPhone 15',
  deviceType: 'SMARTPHONE',
  status,
  startDate: '2024-01-01T10:00:00Z',
  endDate: null,
  duration: 24,
  recurring: 2_291_625,
  priceFactor: 54_999_000,
});

describe('contract phone block (spec §2/§4)', () => {
  it('colours ACTIVE green, SUSPENDED grey and TERMINATED red', () => {
    expect(contractStatusColor('ACTIVE')).toBe('green');
    expect(contractStatusColor('SUSPENDED')).toBe('gray');
    expect(contractStatusColor('TERMINATED')).toBe('red');
  });

  it('selects the only device by itself and shows no select', () => {
    expect(needsDeviceSelect([phone('ACTIVE')])).toBe(false);
    expect(initialDeviceIndex([phone('ACTIVE')])).toBe(0);
  });

  it('shows a select and lets the user choose when there are several devices', () => {
    const two = [phone('ACTIVE'), phone('TERMINATED')];
    expect(needsDeviceSelect(two)).toBe(true);
    expect(initialDeviceIndex(two)).toBeNull();
  });

  it('has nothing to select when there is no device (the not-found message)', () => {
    expect(needsDeviceSelect([])).toBe(false);
    expect(initialDeviceIndex([])).toBeNull();
  });
});

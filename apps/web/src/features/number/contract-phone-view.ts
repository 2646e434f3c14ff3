import type { ContractPhone } from '@kabinet/contract';

/** spec §2/§4: ACTIVE green, SUSPENDED grey (with the blocked tooltip), TERMINATED red. */
export const CONTRACT_STATUS_COLOR: Record<ContractPhone['status'], string> = {
  ACTIVE: 'green',
  SUSPENDED: 'gray',
  TERMINATED: 'red',
};

export const contractStatusColor = (status: ContractPhone['status']): string => CONTRACT_STATUS_COLOR[status];

/** spec §2: a select appears only when there is more than one device. */
export const needsDeviceSelect = (phones: readonly ContractPhone[]): boolean => phones.length > 1;

/**
 * spec §2: the only device is selected by itself; with several the user chooses (null).
 * Devices are told apart by their position: one product id may cover several devices.
 */
export const initialDeviceIndex = (phones: readonly ContractPhone[]): number | null =>
  phones.length === 1 ? 0 : null;

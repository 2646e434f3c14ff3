import type { Db } from '../../../db/client.ts';
import type { DevicesPort } from '../../devices-port.ts';
import { createCeirOrders, type CeirRequestOptions } from './ceir-orders.ts';
import { createCeirQueries } from './ceir-queries.ts';

export { createCeirCompleter } from './ceir-completion.ts';
export { CEIR_OPERATION_KIND } from './ceir-orders.ts';

/** The reference CEIR (the DevicesPort part of the port, decision 017). */
export function createReferenceDevices(db: Db, opts: CeirRequestOptions): DevicesPort {
  const queries = createCeirQueries(db);
  return {
    getDeviceRegistrations: queries.getDeviceRegistrations,
    getRegistrationsByImei: queries.getRegistrationsByImei,
    listRegisteredDevices: queries.listRegisteredDevices,
    requestDeviceOrder: createCeirOrders(db, opts),
  };
}

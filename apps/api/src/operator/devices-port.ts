import type { DeviceOrder, DeviceRegistrationsData, ErrorCode } from '@kabinet/contract';

// The operator port's part for the state device register, CEIR (spec §3 deviceRegistrationsData,
// §4 Device order, §7 Devices; decision 017). An order is accepted (PENDING or CEIR_ASYNC_ACCEPTED)
// and answered later, through the completion seam (decision 008), with FINISHED or a failure code
// of spec §8 Devices. Refusals at the request are values: catalogue codes (decision 007).

/** What the company asks the register to do with a number's device. */
export type DeviceOrderRequest =
  /** spec §5: with ownerDocNumber when the IMEI is registered with the sole proprietor's other BIN/IIN */
  | { type: 'REGISTER'; imei: string; ownerDocNumber: string | null }
  | { type: 'REMOVE'; imei: string }
  /** spec §4: moves the current IMEI from the previous owner (number of 11 digits, IIN/BIN) */
  | { type: 'REREGISTER'; oldMsisdn: string; oldDocNumber: string }
  /** spec §4: registers the IMEI with the number too, keeping the other owner's registration */
  | { type: 'DUPLICATE'; imei: string };

/** Refusals before an order is placed (spec §5 Device, §8 Devices). */
export type DeviceOrderRefusal = Extract<
  ErrorCode,
  | 'device_m2m_not_subject'
  | 'device_request_already_placed'
  | 'device_old_owner_check_failed'
  | 'device_duplicate_prohibited'
  | 'device_duplicate_order_not_found'
>;

export type DeviceOrderOutcome =
  { ok: true; order: DeviceOrder; operationId: number } | { ok: false; refusal: DeviceOrderRefusal };

/** spec §3 Report types REGISTERED_DEVICES: one registered device of the company's numbers. */
export interface RegisteredDeviceRow {
  msisdn: string;
  imei: string;
  /** spec §4 Current IMEI state: WHITE_RNN, WHITE_AMNESTY, WHITE_PROVEN, BLACK, WHITE */
  state: string;
  isPending: boolean;
  isDuplicate: boolean;
  registeredAt: Date;
}

export interface DevicesPort {
  /** spec §3 deviceRegistrationsData of the company's number; null when the company has no such number */
  getDeviceRegistrations(bin: string, msisdn: string): Promise<DeviceRegistrationsData | null>;
  /**
   * The live registrations of an IMEI: each owner document (other than the company's BIN) and whether
   * the registration is on one of the company's numbers, with the number's current IMEI; null when
   * the company has no such number. What of it a user may see is the portal's call (decision 025).
   */
  getRegistrationsByImei(
    bin: string,
    msisdn: string,
    imei: string,
  ): Promise<{ currentImei: string | null; holders: { documentId: string; ofCompany: boolean }[] } | null>;
  /**
   * The devices registered with the company's numbers (the devices report), in (msisdn, imei)
   * order, one batch after the key `after` (keyset paging: a report reads them all, never at once).
   */
  listRegisteredDevices(
    bin: string,
    batch: {
      after: { msisdn: string; imei: string } | null;
      limit: number;
      /** decision 029: a scoped user's number groups; absent or null: every number */
      groupIds?: readonly string[] | null;
    },
  ): Promise<RegisteredDeviceRow[]>;
  /** places an order with the register; null when the company has no such number */
  requestDeviceOrder(
    bin: string,
    msisdn: string,
    request: DeviceOrderRequest & { requestedBy: string | null },
  ): Promise<DeviceOrderOutcome | null>;
}

/** How a CEIR order ended (operation kind CEIR_ORDER, decision 008). */
export interface CeirOrderResult {
  orderId: number;
  imei: string;
  requestType: DeviceOrder['requestType'];
  /** FINISHED or FAILED */
  state: 'FINISHED' | 'FAILED';
  /** the register's spec §8 code or name of a failure, e.g. 'ANOTHER_OWNER_MSISDN' */
  failureMessage: string | null;
}

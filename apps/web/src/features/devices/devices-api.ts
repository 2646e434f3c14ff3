import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { callApi, type CallResult } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { devicesKeys } from './devices-keys.ts';
import { hasPendingOrder } from './device-view.ts';
import { devicesRoutes } from '@kabinet/contract/route-refs';

/** How often the section asks again while an order waits for the register (spec §4). */
export const DEVICE_POLL_MS = 2_000;

export type DeviceOrderResult = CallResult<typeof devicesRoutes.register>;

/** GET /devices: the registrations, the request history and the current IMEI's state. */
export function useDevices(msisdn: string, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: devicesKeys.devices(bin ?? '', msisdn),
    queryFn: ({ signal }) => callApi(devicesRoutes.list, { params: { msisdn }, signal }),
    enabled: !!bin && enabled,
    refetchInterval: (query) => (hasPendingOrder(query.state.data) ? DEVICE_POLL_MS : false),
  });
}

/** What the user asks the register to do (spec §7 Devices). */
export type DeviceCommand =
  | { type: 'register'; imei: string; ownerDocNumber: string | null }
  | { type: 'remove'; imei: string }
  | { type: 'reregister'; oldMsisdn: string; oldDocNumber: string }
  | { type: 'duplicate'; imei: string };

export function sendDeviceCommand(msisdn: string, command: DeviceCommand): Promise<DeviceOrderResult> {
  const params = { msisdn };
  switch (command.type) {
    case 'register':
      return callApi(devicesRoutes.register, {
        params,
        body: { imei: command.imei, ownerDocNumber: command.ownerDocNumber },
      });
    case 'remove':
      return callApi(devicesRoutes.remove, { params, query: { imei: command.imei } });
    case 'reregister':
      return callApi(devicesRoutes.reregister, {
        params,
        query: { oldMsisdn: command.oldMsisdn, oldBin: command.oldDocNumber },
      });
    case 'duplicate':
      return callApi(devicesRoutes.duplicate, { params, query: { imei: command.imei } });
  }
}

/** Places an order; the history reloads and polls until the register answers. Failures toast. */
export function useDeviceCommand(msisdn: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (command: DeviceCommand) => sendDeviceCommand(msisdn, command),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKeys.devices(bin ?? '', msisdn) }),
  });
}

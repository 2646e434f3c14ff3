import type { NumberModalName } from '../shared/number-modals/number-modal-store.ts';
import { ForwardingModal } from '../features/forwarding/index.ts';
import { SecretCodeModal } from '../features/sim/index.ts';
import { ToggleModal } from '../features/bans/index.ts';

/** spec §2: the number modal opened by name (all but the ICCID change, which is the SIM change feature's). */
export function NumberControlModal({
  name,
  msisdn,
  onClose,
}: {
  name: Exclude<NumberModalName, 'iccid_change' | 'top_up_details' | 'esim_release'>;
  msisdn: string;
  onClose: () => void;
}) {
  switch (name) {
    case 'secret_code_send':
      return <SecretCodeModal action="send" msisdn={msisdn} onClose={onClose} />;
    case 'secret_code_delete':
      return <SecretCodeModal action="delete" msisdn={msisdn} onClose={onClose} />;
    case 'call_forwarding':
      return <ForwardingModal msisdn={msisdn} onClose={onClose} />;
    default:
      return <ToggleModal name={name} msisdn={msisdn} onClose={onClose} />;
  }
}

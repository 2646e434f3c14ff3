import type { Db } from '../../../db/client.ts';
import type { ControlsPort } from '../../controls-port.ts';
import { createBans } from './bans.ts';
import { createForwarding } from './forwarding.ts';
import { createSecretCodes } from './secret-code.ts';
import { createSimChange } from './sim-change.ts';

/** issue 9: the number controls of the reference operator (decision 014). */
export function createReferenceControls(db: Db): ControlsPort {
  const bans = createBans(db);
  const forwarding = createForwarding(db);
  return {
    getControlsState: bans.getControlsState,
    setBan: bans.setBan,
    changeSim: createSimChange(db),
    ...createSecretCodes(db),
    getForwarding: forwarding.getForwarding,
    changeForwarding: forwarding.changeForwarding,
  };
}

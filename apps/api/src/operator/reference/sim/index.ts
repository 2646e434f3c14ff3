import type { Db } from '../../../db/client.ts';
import type { SimPort } from '../../sim-port.ts';
import { createSecretCodes } from './secret-code.ts';
import { createSimChange } from './sim-change.ts';

/** The reference operator's SIM card: replacement from the company's stock and the secret code (decision 014). */
export function createReferenceSim(db: Db): SimPort {
  return { changeSim: createSimChange(db), ...createSecretCodes(db) };
}

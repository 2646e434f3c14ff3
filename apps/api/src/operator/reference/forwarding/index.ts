import type { Db } from '../../../db/client.ts';
import type { ForwardingPort } from '../../forwarding-port.ts';
import { createForwarding } from './forwarding.ts';

/** The reference operator's call forwarding: one state behind both APIs (decision 014). */
export function createReferenceForwarding(db: Db): ForwardingPort {
  const forwarding = createForwarding(db);
  return { getForwarding: forwarding.getForwarding, changeForwarding: forwarding.changeForwarding };
}

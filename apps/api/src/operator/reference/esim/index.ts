import type { Db } from '../../../db/client.ts';
import type { EsimPort } from '../../esim-port.ts';
import { createEsimRequests, type EsimRequestOptions } from './esim-requests.ts';

export { createEsimCompleter } from './esim-completion.ts';
export { ESIM_OPERATION_KIND } from './esim-requests.ts';

/** The reference operator's eSIM (the EsimPort part of the port, decision 016). */
export function createReferenceEsim(db: Db, opts: EsimRequestOptions): EsimPort {
  return createEsimRequests(db, opts);
}

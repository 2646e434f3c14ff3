import type { ErrorCode } from '@kabinet/contract';

// A change the operator applies at once: done (with what it left), or refused with a catalogue code
// (decision 007) — a value, not an exception. The SIM, bans and forwarding parts of the port answer it.

export type ControlOutcome<R extends ErrorCode, T = object> = ({ ok: true } & T) | { ok: false; refusal: R };

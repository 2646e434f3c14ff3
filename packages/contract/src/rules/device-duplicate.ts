import { DUPLICATE_REGISTRATION_PROHIBITED_FROM } from '../constants.ts';

// spec §5 Device: register-duplicate is prohibited from 01.01.2019 (DESIGN §9: the Kazakh text's
// 2011 is a typo), midnight in Almaty (UTC+6 then). Read as: a duplicate may be registered only of a device that the register
// holds since before that day (decision 017) — a device first registered later is refused.

const PROHIBITED_FROM = new Date(`${DUPLICATE_REGISTRATION_PROHIBITED_FROM}T00:00:00+06:00`);

/** Whether a duplicate of an IMEI first registered at `firstRegisteredAt` may be registered. */
export const isDuplicateAllowed = (firstRegisteredAt: Date): boolean =>
  firstRegisteredAt.getTime() < PROHIBITED_FROM.getTime();

// spec §4 Transfer as the reference billing runs it, written out as data: a transfer is form →
// submitting → success | error; inside the billing, the checks run in this order on the locked rows
// and the first that refuses decides the errorName (spec §8). None refusing, the money moves.
//
// | step         | refuses with (data.errorName)                                   |
// |--------------|-----------------------------------------------------------------|
// | knownCompany | customer-org-null (the billing does not know the company)        |
// | partyRules   | no_msisdn_in_bin, not_active_msisdn, same_channel_id,            |
// |              | not_enough_balance_cred_limit (rules/transfer-parties.ts, §5)    |
// | billingFaults| the configured errorName (OPERATOR_FAILING_TRANSFERS), to rehearse |

export const TRANSFER_STEPS = ['knownCompany', 'partyRules', 'billingFaults'] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

import type { PaymentRow, TopUpRow } from '../../../operator/reports-port.ts';
import { ApiError } from '../../../platform/problem.ts';
import { paymentTable } from './payments.ts';
import { queryInput, type QueryInput, type ReportKindServer } from './report-kind.ts';
import { topUpTable } from './top-ups.ts';

// spec §7 payments report by msisdn (decision 018): top-ups for a PREPAID number, the account's
// payments for a POSTPAID one; the number's payment type is read when the report is requested

const query = ({ msisdn, period }: QueryInput) => ({ kind: 'subscriber_payments' as const, msisdn, period });

export const subscriberPayments: ReportKindServer = {
  words: {
    ru: { title: 'Отчёт по платежам номера', columns: {} },
    en: { title: "Number's payments report", columns: {} },
    kk: { title: 'Нөмір төлемдері бойынша есеп', columns: {} },
  },
  query,
  // spec §8 'no documents for the number': no payment in the period, nothing to send
  emptyError: 'no_documents_for_number',
  async requestParams(operator, bin, msisdn) {
    const subscriber = await operator.getSubscriber(bin, msisdn);
    if (!subscriber) throw new ApiError('msisdn_not_in_company');
    return { numberType: subscriber.type };
  },
  table(subject, source) {
    const rows = source.reportRows(subject.bin, query(queryInput(subject)));
    return subject.numberType === 'PREPAID'
      ? topUpTable(rows as AsyncIterable<TopUpRow>, subject.language)
      : paymentTable(rows as AsyncIterable<PaymentRow>, subject.language);
  },
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { notify } from '../../shared/notify/notify.ts';
import { useApproveOffer, useOffer } from './offer-api.ts';

/**
 * What the offer page and the public agreement screen share (spec §2, §4): the offer, the accept
 * checkbox and the approval sent for the chosen company, said when it is done.
 */
export function useOfferAcceptance() {
  const { t } = useTranslation('offer');
  const { user, customer } = useCompany();
  const offer = useOffer();
  const approve = useApproveOffer();
  const [isAccepted, setAccepted] = useState(false);
  const send = () => {
    if (!offer.data || !customer) return;
    approve.mutate(
      { offerId: offer.data.id, userId: user.userId, bin: customer.bin },
      { onSuccess: () => notify(t('approved')) },
    );
  };
  return { offer, approve, customer, isAccepted, setAccepted, send };
}

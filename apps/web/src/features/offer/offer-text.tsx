import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import type { Offer } from '@kabinet/contract';
import type { Language } from '../../shared/i18n/i18n.ts';

const TEXT_FIELD: Record<Language, keyof Offer> = { ru: 'textHtmlRu', en: 'textHtmlEn', kk: 'textHtmlKk' };

// Links in the offer open in a new tab, without access to this window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The offer's own HTML cannot run script or load active content: sanitised before rendering. */
export function sanitizeOfferHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function offerHtml(offer: Offer, language: Language): string {
  return offer[TEXT_FIELD[language]] || offer.textHtmlRu;
}

/** spec §2: the offer's HTML text in the chosen language. */
export function OfferText({
  offer,
  language,
  labelId,
}: {
  offer: Offer;
  language: Language;
  labelId: string;
}) {
  const html = useMemo(() => sanitizeOfferHtml(offerHtml(offer, language)), [offer, language]);
  return (
    <Typography>
      <div
        role="document"
        aria-labelledby={labelId}
        lang={language}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}

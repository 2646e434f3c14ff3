import type { ReactNode } from 'react';
import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link to another site: a new tab, no opener, and said so to screen readers. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> ({t('common:newTab')})</VisuallyHidden>
    </Anchor>
  );
}

import { useMemo } from 'react';
import createDOMPurify from 'dompurify';
import { Typography } from '@mantine/core';

// spec §2: texts the server writes as HTML (the Workmate refusal) are shown as such, but only a
// safe subset: no scripts or active content, and no attribute but href on a link — to a web page,
// an e-mail address or a phone number. Its own DOMPurify instance: the offer's hooks do not apply.
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span'];
let purifier: ReturnType<typeof createDOMPurify> | undefined;

export function sanitizeServerHtml(html: string): string {
  purifier ??= createDOMPurify(window);
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}

/** A server's HTML text, sanitised (`role`: how it is announced — a refusal is an alert). */
export function ServerHtml({ html, role }: { html: string; role?: 'alert' | 'status' }) {
  const safe = useMemo(() => sanitizeServerHtml(html), [html]);
  return (
    <Typography>
      <div role={role} dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}

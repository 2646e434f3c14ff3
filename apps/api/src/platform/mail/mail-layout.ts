import type { Language } from '@kabinet/contract';
import { escapeHtml } from '../html-escape.ts';
import type { MailContent } from './mail-content.ts';

const FRAME: Record<Language, { brand: string; footer: string }> = {
  ru: {
    brand: 'Корпоративный кабинет',
    footer: 'Письмо отправлено корпоративным кабинетом автоматически, отвечать на него не нужно.',
  },
  en: {
    brand: 'Corporate cabinet',
    footer: 'This message was sent automatically by the corporate cabinet; there is no need to reply.',
  },
  kk: {
    brand: 'Корпоративтік кабинет',
    footer: 'Хатты корпоративтік кабинет автоматты түрде жіберді, оған жауап берудің қажеті жоқ.',
  },
};

/**
 * The message's two bodies from its content: HTML (inline styles only — mail programs drop style
 * sheets and block remote images; every text escaped) and plain text with the same words.
 */
export function layoutMessage(content: MailContent, language: Language): { html: string; text: string } {
  const frame = FRAME[language];
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`)
    .join('\n');
  const image = content.inlineImage
    ? `<p style="margin:16px 0"><img src="cid:${escapeHtml(content.inlineImage.cid)}" alt="${escapeHtml(content.inlineImage.alt)}" width="240" height="240" style="display:block"></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f9;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1d2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#5f3dc4">${escapeHtml(frame.brand)}</p>
<p style="margin:0 0 12px">${escapeHtml(content.heading)}</p>
${paragraphs}
${image}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(frame.footer)}</p>
</div>
</body>
</html>`;
  const text = [
    frame.brand,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    '--',
    frame.footer,
  ].join('\n');
  return { html, text };
}

import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from './server-html.tsx';

describe('sanitizeServerHtml (spec §2 Workmate modal: the server’s HTML, a safe subset)', () => {
  it('keeps text formatting and links with their href only', () => {
    expect(
      sanitizeServerHtml('<p>Call <b>9099</b> or <a href="tel:9099" target="_blank" class="x">9099</a></p>'),
    ).toBe('<p>Call <b>9099</b> or <a href="tel:9099">9099</a></p>');
  });

  it('drops scripts, event handlers, styles, images and javascript: links', () => {
    const html = sanitizeServerHtml(
      '<p onclick="alert(1)" style="color:red">x<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">y</a><iframe src="https://e.kz"></iframe></p>',
    );
    expect(html).toBe('<p>x<a>y</a></p>');
  });
});

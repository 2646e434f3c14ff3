import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from '../api/api-client.ts';
import { createI18n, SHELL_NAMESPACES } from './i18n.ts';
import { translateError } from './translate-error.ts';
import { ApiError } from '../api/api-error.ts';

// decision 015: the errors catalogue is not among the shell's; a failed call is reported in words
describe('the errors catalogue on demand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not loaded with the shell, and a failed call reports its text once it has arrived', async () => {
    const i18n = await createI18n('kk', SHELL_NAMESPACES);
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    // before any failure, a failure's text falls back to the shell's own words, never a key
    expect(translateError(i18n.t, new ApiError(0, 'service_unavailable'))).toBe(i18n.t('common:error.title'));

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 409, code: 'label_add_failed', message: 'x' }), {
            status: 409,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
      ),
    );
    const failure = await send('/api/v1/anything', { method: 'GET' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    const text = translateError(i18n.t, failure);
    expect(text).not.toContain('label_add_failed');
    expect(text).toBe(i18n.t('errors:label_add_failed'));
  });
});

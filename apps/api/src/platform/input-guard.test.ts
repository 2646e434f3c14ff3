import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerInputGuard } from './input-guard.ts';

// Decision 035: an upload's bytes pass the edge guard without being walked key by key (a 2.7 MB
// body made 2.7 million keys — seconds and hundreds of MB per upload); its cells are checked by
// the upload's reader (bulk-upload-file.ts) instead.

afterEach(() => vi.restoreAllMocks());

describe('the input guard', () => {
  it('does not walk an uploaded file’s bytes, and still refuses a NUL in a JSON value', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerInputGuard(app);
    app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/upload', { config: { contract: {} as never } }, async (request) => ({
      bytes: (request.body as Buffer).length,
    }));
    app.post('/json', { config: { contract: {} as never } }, async () => ({ ok: true }));
    const keys = vi.spyOn(Object, 'keys');
    const upload = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.alloc(300_000, 0x61),
    });
    expect(upload.json()).toEqual({ bytes: 300_000 });
    expect(keys.mock.calls.filter(([value]) => Buffer.isBuffer(value))).toEqual([]);
    const json = await app.inject({ method: 'POST', url: '/json', payload: { label: 'a\u0000b' } });
    expect(json.statusCode).toBe(400);
    await app.close();
  });
});

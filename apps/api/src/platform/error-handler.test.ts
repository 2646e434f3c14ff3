import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { ApiError } from './problem.ts';

// decision 025: PostgreSQL away is one answer, 503 with Retry-After, wherever the error surfaced.
describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  // a note's change maps the operator's failure to its spec §8 code and keeps the error as the cause
  app.post('/note/database-away', () => {
    throw Object.assign(new ApiError('label_edit_failed'), { cause: terminated });
  });
  app.post('/note/operator-failed', () => {
    throw Object.assign(new ApiError('label_edit_failed'), { cause: new Error('operator said no') });
  });
  app.get('/drizzle', () => {
    throw new Error('Failed query: select 1\nparams: ', { cause: refused });
  });
  afterAll(() => app.close());

  it('answers 503 service_unavailable for PostgreSQL away, also under an operation’s own failure code', async () => {
    for (const [method, url] of [
      ['POST', '/note/database-away'],
      ['GET', '/drizzle'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
    }
  });

  it('keeps the operation’s spec §8 code when the fault is not the database', async () => {
    const res = await app.inject({ method: 'POST', url: '/note/operator-failed' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'label_edit_failed' });
  });
});

import fs from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { startTestServer, type TestServer } from './server.ts';

// A built SPA as Vite and the precompress step leave it: a hashed file with .br and .gz beside it.
const SCRIPT = `console.log(${JSON.stringify('Kabinet '.repeat(800))});\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>Kabinet</p>'.repeat(200)}</body></html>`;

async function writeDist(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, content] of [
    ['index.html', INDEX],
    ['assets/index-AbC123.js', SCRIPT],
  ] as const) {
    await fs.writeFile(path.join(dir, file), content);
    await fs.writeFile(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    await fs.writeFile(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  }
}

/** Node's fetch decodes bodies by itself; these requests go out without it to see the bytes. */
async function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('delivery: compression, caching and security headers (decision 015)', () => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kabinet-dist-'));
    await writeDist(distDir);
    server = await startTestServer({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('a hashed file comes precompressed by Accept-Encoding, cached for a year and immutable', async () => {
    const url = `${server.url}/assets/index-AbC123.js`;
    const br = await fetchRaw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await fetchRaw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(plain.headers);
  });

  it('/ and a deep link answer index.html revalidated on every visit, with the security headers', async () => {
    for (const route of ['/', '/numbers']) {
      const res = await fetchRaw(server.url + route, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(INDEX);
      expectSecurityHeaders(res.headers);
      // HSTS only where the portal is served over https
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("a signed-in visitor's page carries their own session and companies, private and never stored", async () => {
    const firstData = (html: string) => {
      const json = /<script type="application\/json" id="kabinet-first-data">([^<]*)<\/script><\/body>/.exec(
        html,
      )?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as { session: unknown; users: unknown });
    };
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    const res = await fetchRaw(`${server.url}/numbers`, {
      cookie: admin.cookieHeader(),
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/cookie/i);
    expectSecurityHeaders(res.headers);
    const html = zlib.brotliDecompressSync(res.body).toString();
    expect(html.startsWith(INDEX.replace('</body></html>', ''))).toBe(true);
    // the very answers the shell's first two calls give this visitor
    const session = await fetch(`${server.url}/auth/session`, { headers: { cookie: admin.cookieHeader() } });
    const users = await fetch(`${server.url}/accounts/api/users`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(firstData(html)).toEqual({ session: await session.json(), users: await users.json() });

    // another user's page has their companies only
    const debtor = await server.as('debtor', DEMO_COMPANIES.debtor.bin);
    const theirs = await fetchRaw(`${server.url}/docs_and_reps`, { cookie: debtor.cookieHeader() });
    const bins = JSON.stringify(firstData(theirs.body.toString())?.users);
    expect(bins).toContain(DEMO_COMPANIES.debtor.bin);
    expect(bins).not.toContain(DEMO_COMPANIES.large.bin);

    // signed out, or a session that has ended: the page as built, revalidated, and the cookie cleared
    for (const cookie of [undefined, 'kabinet_session=not-a-session']) {
      const page = await fetchRaw(`${server.url}/numbers`, cookie ? { cookie } : {});
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString()).toBe(INDEX);
      if (cookie) expect(String(page.headers['set-cookie'])).toMatch(/^kabinet_session=;/);
    }
  });

  it('API JSON above the threshold is compressed by negotiation; small answers are not', async () => {
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    const headers = { cookie: admin.cookieHeader(), 'x-client-bin': DEMO_COMPANIES.large.bin };
    const users = await fetchRaw(`${server.url}/accounts/api/users`, {
      ...headers,
      'accept-encoding': 'br, gzip',
    });
    expect(users.status).toBe(200);
    expect(users.headers['content-type']).toMatch(/application\/json/);
    expect(users.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(users.body).toString())).toMatchObject({ status: 'DONE' });
    expectSecurityHeaders(users.headers);

    const gz = await fetchRaw(`${server.url}/accounts/api/users`, { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toMatchObject({ status: 'DONE' });

    const plain = await fetchRaw(`${server.url}/accounts/api/users`, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toMatchObject({ status: 'DONE' });

    // a refusal is a short problem: sent as it is, with the same headers
    const refused = await fetchRaw(`${server.url}/api/features`, { 'accept-encoding': 'br' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(refused.headers);
  });

  it('honours q-values, reads a compressed request body, and refuses an encoding it cannot read', async () => {
    const admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    const headers = { cookie: admin.cookieHeader(), 'x-client-bin': DEMO_COMPANIES.large.bin };
    const noBrotli = await fetchRaw(`${server.url}/accounts/api/users`, {
      ...headers,
      'accept-encoding': 'br;q=0, gzip;q=0.5',
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(noBrotli.headers['vary']).toMatch(/accept-encoding/i);

    const search = `${server.url}/api/customers/subscribers?pageNumber=1&pageSize=10`;
    const body = JSON.stringify({ msisdnPart: '70' });
    const post = (encoding: string, bytes: Buffer) =>
      fetch(search, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-encoding': encoding },
        body: new Uint8Array(bytes),
      });
    const gzipped = await post('gzip', zlib.gzipSync(body));
    expect(gzipped.status).toBe(200);
    const plain = await fetch(search, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    expect(await gzipped.json()).toEqual(await plain.json());

    const deflated = await post('deflate', zlib.deflateSync(body));
    expect(deflated.status).toBe(415);
    expect(await deflated.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('over https the portal also sends Strict-Transport-Security', async () => {
    const https = await startTestServer(
      { PUBLIC_URL: 'https://kabinet.example.kz' },
      { webDistDir: distDir },
    );
    try {
      const { port } = https.app.server.address() as AddressInfo;
      const res = await fetchRaw(`http://127.0.0.1:${port}/`);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.stop();
    }
  });
});

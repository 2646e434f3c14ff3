/**
 * A tiny HTTP client for API tests: a cookie jar, manual redirects, and a sign-in that walks the
 * real OIDC flow through the embedded identity provider's own sign-in form.
 */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();
  bin: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** The Cookie header a browser would send now (e.g. the session after `signIn`). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request without following redirects. Paths are relative to the base URL. */
  async raw(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const absolute = new URL(url, this.baseUrl).toString();
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    this.keepCookies(res.headers);
    return res;
  }

  /** Follows redirects, keeping cookies, and returns the last response. */
  async follow(
    url: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    let res = await this.raw(url, init);
    let current = new URL(url, this.baseUrl).toString();
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      current = new URL(res.headers.get('location')!, current).toString();
      res = await this.raw(current);
    }
    Object.defineProperty(res, 'finalUrl', { value: current });
    return res;
  }

  async request(
    method: string,
    path: string,
    opts: {
      query?: Record<string, string | number | null | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (this.bin && !('x-client-bin' in headers)) headers['x-client-bin'] = this.bin;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await this.raw(url.toString(), { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  get = (path: string, opts?: Parameters<TestClient['request']>[2]) => this.request('GET', path, opts);
  post = (path: string, opts?: Parameters<TestClient['request']>[2]) => this.request('POST', path, opts);
  put = (path: string, opts?: Parameters<TestClient['request']>[2]) => this.request('PUT', path, opts);
  delete = (path: string, opts?: Parameters<TestClient['request']>[2]) => this.request('DELETE', path, opts);

  /** Signs in through /auth/login and the IdP's form, like a browser. */
  async signIn(username: string, password = 'demo'): Promise<void> {
    let res = await this.follow('/auth/login?returnTo=/');
    for (let step = 0; step < 5; step++) {
      const html = await res.text();
      const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      if (!form) break;
      const pageUrl = (res as Response & { finalUrl: string }).finalUrl;
      const fields = new URLSearchParams();
      for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
        const name = /name="([^"]*)"/.exec(input[0])?.[1];
        if (!name) continue;
        const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
        fields.set(name, /password/i.test(name) ? password : /login|user/i.test(name) ? username : value);
      }
      const action = new URL(form[1]!.replace(/&amp;/g, '&'), pageUrl).toString();
      res = await this.follow(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
      if (new URL((res as Response & { finalUrl: string }).finalUrl).pathname === '/') break;
    }
    const session = await this.get('/auth/session');
    if (session.status !== 200)
      throw new Error(`sign-in as ${username} failed: /auth/session ${session.status}`);
  }
}

/** Test support: a tiny browser (path-aware cookie jar, manual redirects) for the sign-in tests. */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: string | null;
}

export interface Page {
  status: number;
  url: string;
  location: string | null;
  setCookies: string[];
  text: string;
  json: unknown;
  headers: Headers;
}

export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): StoredCookie | undefined {
    return [...this.cookies.values()].find((c) => c.name === name);
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) =>
        attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
      const cookiePath = attr('path') ?? '/';
      const expires = attr('expires');
      const isGone =
        value === '' ||
        attr('max-age') === '0' ||
        (expires !== null && new Date(expires).getTime() < Date.now());
      const key = `${name};${cookiePath}`;
      if (isGone) this.cookies.delete(key);
      else
        this.cookies.set(key, {
          name,
          value,
          path: cookiePath,
          httpOnly: attrs.some((a) => a.toLowerCase() === 'httponly'),
          sameSite: attr('samesite'),
        });
    }
  }

  private header(pathname: string): string {
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  async request(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Page> {
    const absolute = new URL(url, this.baseUrl);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.header(absolute.pathname);
    if (cookie) headers.cookie = cookie;
    const res = await fetch(absolute, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    this.store(setCookies);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* HTML or empty */
    }
    const location = res.headers.get('location');
    return {
      status: res.status,
      url: absolute.href,
      location: location ? new URL(location, absolute).href : null,
      setCookies,
      text,
      json,
      headers: res.headers,
    };
  }

  /** Follows redirects (GET) and returns every page on the way; the last one is where it stopped. */
  async follow(url: string, init: Parameters<TestBrowser['request']>[1] = {}): Promise<Page[]> {
    const pages = [await this.request(url, init)];
    while (pages.length < 20) {
      const last = pages[pages.length - 1]!;
      if (last.status < 300 || last.status >= 400 || !last.location) break;
      // the portal's own origin only: a redirect elsewhere is where the test stops
      if (new URL(last.location).origin !== new URL(this.baseUrl).origin) break;
      pages.push(await this.request(last.location));
    }
    return pages;
  }

  async submitForm(page: Page, fields: Record<string, string>): Promise<Page[]> {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.text);
    if (!form) throw new Error(`no form on ${page.url}`);
    const body = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (name) body.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? '');
    }
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    const action = new URL(form[1]!.replace(/&amp;/g, '&'), page.url).href;
    return this.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }
}

export const last = <T>(items: T[]): T => items[items.length - 1]!;

/**
 * Signs a demo user in through the real BFF and identity provider, like a browser (DESIGN §4):
 * /auth/login → the IdP's form → /auth/callback. Answers the Cookie header of the session.
 */
export async function signIn(baseUrl: string, username: string, password = 'demo'): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  async function follow(url: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
    let current = new URL(url, baseUrl).toString();
    let res = await fetch(current, {
      ...init,
      headers: { ...init.headers, cookie: cookieHeader() },
      redirect: 'manual',
    });
    keep(res);
    for (let hop = 0; hop < 20 && res.status >= 300 && res.status < 400; hop++) {
      current = new URL(res.headers.get('location')!, current).toString();
      res = await fetch(current, { headers: { cookie: cookieHeader() }, redirect: 'manual' });
      keep(res);
    }
    return { res, url: current };
  }

  let page = await follow('/auth/login?returnTo=/');
  for (let step = 0; step < 5 && new URL(page.url).pathname !== '/'; step++) {
    const html = await page.res.text();
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!form) break;
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      fields.set(name, /password/i.test(name) ? password : /login|user/i.test(name) ? username : value);
    }
    page = await follow(new URL(form[1]!.replace(/&amp;/g, '&'), page.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
  }
  const session = await fetch(new URL('/auth/session', baseUrl), { headers: { cookie: cookieHeader() } });
  if (session.status !== 200)
    throw new Error(`sign-in as ${username} failed: /auth/session ${session.status}`);
  return cookieHeader();
}

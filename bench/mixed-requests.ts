import http from 'node:http';

// Decision 015: the mixed load's requests — what 200 signed-in administrators do (list, search, number
// detail, products, balance, labels, block/unblock, service requests) with their shares — and the
// helpers that sign them in and send them; `mixed-load` sends them at a fixed rate, `mixed-cost`
// measures what each kind costs.

export interface Op {
  name: string;
  weight: number;
  request(s: Session): { method: string; path: string; body?: unknown };
}

export interface Session {
  cookie: string;
  bin: string;
}

export interface NumberState {
  msisdn: string;
  blocked: boolean;
  /** a state change is asked: no other one until the operator answered */
  busyUntil: number;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function mix(numbers: NumberState[]): Op[] {
  const someNumber = () => pick(numbers).msisdn;
  const stateChange = () => {
    const now = Date.now();
    const n = numbers.find((x) => x.busyUntil < now && Math.random() < 0.05) ?? pick(numbers);
    // the reference operator answers a state change after OPERATOR_DELAY_MS (2 s by default)
    n.busyUntil = now + 5_000;
    n.blocked = !n.blocked;
    return {
      method: 'PUT',
      path: `/api/subscribers/${n.msisdn}/${n.blocked ? 'suspend' : 'activate'}`,
    };
  };
  return [
    { name: 'list (first page)', weight: 25, request: () => search({}) },
    {
      name: 'search (number part)',
      weight: 10,
      request: () => search({ msisdnPart: someNumber().slice(-4) }),
    },
    { name: 'search (label)', weight: 5, request: () => search({ label: 'отдел' }) },
    {
      name: 'detail',
      weight: 20,
      request: () => ({ method: 'GET', path: `/api/subscribers/${someNumber()}` }),
    },
    {
      name: 'products',
      weight: 15,
      request: () => ({ method: 'GET', path: `/api/subscribers/${someNumber()}/products` }),
    },
    {
      name: 'balance',
      weight: 8,
      request: (s) => ({
        method: 'GET',
        path: `/api/customers/${s.bin}/subscribers/${someNumber()}/balance`,
      }),
    },
    {
      name: 'shell (is-debtor)',
      weight: 5,
      request: () => ({ method: 'GET', path: '/api/customers/is-debtor' }),
    },
    {
      name: 'label write',
      weight: 6,
      request: () => ({
        method: 'POST',
        path: `/api/subscribers/${someNumber()}/label?label=${encodeURIComponent(`отдел ${Math.floor(Math.random() * 90 + 10)}`)}`,
      }),
    },
    { name: 'block / unblock', weight: 3, request: stateChange },
    {
      name: 'service request',
      weight: 3,
      request: () => ({
        method: 'GET',
        path: `/api/subscribers/${someNumber()}/products/incompatible?productOfferingId=PKG_INTERNET_20GB`,
      }),
    },
  ];
}

const search = (body: Record<string, string>) => ({
  method: 'POST',
  path: '/api/customers/subscribers?pageNumber=1&pageSize=10',
  body,
});

export function weighted(ops: Op[]): Op {
  const sum = ops.reduce((a, o) => a + o.weight, 0);
  let r = Math.random() * sum;
  for (const o of ops) if ((r -= o.weight) < 0) return o;
  return ops.at(-1)!;
}

export function send(
  agent: http.Agent,
  base: string,
  session: Session,
  req: { method: string; path: string; body?: unknown },
): Promise<number> {
  const url = new URL(req.path, base);
  const body = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve) => {
    const r = http.request(
      url,
      {
        agent,
        method: req.method,
        headers: {
          cookie: session.cookie,
          'x-client-bin': session.bin,
          'accept-encoding': 'gzip, br',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    r.on('error', () => resolve(0));
    r.on('timeout', () => r.destroy());
    r.end(body);
  });
}

export async function firstBin(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/accounts/api/users`, { headers: { cookie } });
  const body = (await res.json()) as { assignCustomers?: { bin: string }[] };
  const companies = body.assignCustomers ?? [];
  if (!companies.length) throw new Error(`no companies for admin: ${JSON.stringify(body)}`);
  return companies[0]!.bin;
}

export async function activeNumbers(base: string, s: Session, count: number): Promise<NumberState[]> {
  const found: NumberState[] = [];
  for (let page = 1; found.length < count && page <= 200; page++) {
    const res = await fetch(`${base}/api/customers/subscribers?pageNumber=${page}&pageSize=10`, {
      method: 'POST',
      headers: { cookie: s.cookie, 'x-client-bin': s.bin, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { data?: { msisdn: string; lcState: { lcStateId: number } }[] };
    for (const n of body.data ?? [])
      if (n.lcState.lcStateId === 20) found.push({ msisdn: n.msisdn, blocked: false, busyUntil: 0 });
  }
  return found.slice(0, count);
}

import type { Customer, FeaturesResponse, UserInfo } from '@kabinet/contract';

/** A fake of the server's shell calls for component tests: answers by path, records requests. */
export interface FakeState {
  signedIn: boolean;
  user: UserInfo;
  features: Record<string, Partial<FeaturesResponse>>;
  debtor: Record<string, { isDebtor: boolean; penaltyNotice: boolean }>;
  requests: { method: string; url: string; bin: string | null; body?: unknown }[];
  /** a problem code the features call answers with (e.g. offer_not_approved) */
  featuresError?: string;
}

export const customer = (
  bin: string,
  name: string,
  approved: boolean | null,
  profile = 'full',
): Customer => ({
  bin,
  alias: null,
  customerName: name,
  clientServices:
    approved === null
      ? []
      : [
          {
            alias: 'b2b_selfcare',
            name: { ru: 'Кабинет', en: 'Cabinet', kk: 'Кабинет' },
            url: null,
            isOfferApproved: approved,
            profile: { name: profile },
          },
        ],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string) => json(status, { status, code, message: code });

export function fakeServer(state: FakeState) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const bin = new Headers(init?.headers).get('X-Client-Bin');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    state.requests.push({ method, url: url.pathname + url.search, bin, body });
    if (!state.signedIn) return problem(401, 'unauthorized');
    const path = url.pathname;
    if (path === '/auth/session')
      return json(200, {
        user: { ...state.user, assignCustomers: undefined },
        expiresAt: '2099-01-01T00:00:00Z',
      });
    if (path === '/auth/logout') return json(200, { redirectTo: '/idp/session/end' });
    if (path === '/accounts/api/users') return json(200, state.user);
    if (path === '/accounts/api/offers')
      return json(200, {
        id: 'offer-1',
        textHtmlRu:
          '<h2>Оферта</h2><p>Текст<script>window.hacked=1</script></p><img src=x onerror="window.hacked=1">',
        textHtmlEn: '<h2>Offer</h2><p>Text</p>',
        textHtmlKk: '<h2>Оферта</h2><p>Мәтін</p>',
      });
    const approve = path.match(/^\/accounts\/api\/offers\/([^/]+)\/approve$/);
    if (approve && method === 'POST') {
      const target = state.user.assignCustomers.find((c) => c.bin === bin);
      if (!target || body?.customerId !== bin) return problem(403, 'company_not_assigned');
      for (const service of target.clientServices) service.isOfferApproved = true;
      return json(200, target);
    }
    if (path === '/api/shell-config')
      return json(200, {
        links: {
          m2m: 'https://m2m.example.kz/',
          fiveG: 'https://5g.example.kz/',
          balanceNotification: 'https://corp.example.kz/balance-notification',
          paymentTerms: 'https://corp.example.kz/payment-terms',
          eRegister: 'https://corp.example.kz/e-register',
          applicationSamples: 'https://corp.example.kz/samples',
          contacts: 'https://corp.example.kz/contacts',
        },
        supportPhone: '9099',
        supportEmail: 'corp.support@example.kz',
      });
    if (!bin) return problem(400, 'client_bin_required');
    if (path === '/api/features' && state.featuresError) return problem(403, state.featuresError);
    if (path === '/api/features')
      return json(200, {
        profileName: url.searchParams.get('profileName'),
        accessNumbersPage: true,
        accessDocumentsPage: true,
        features: [],
        customerFlags: [],
        subscriberFlags: [],
        ...state.features[bin],
      });
    if (path === '/api/customers/is-debtor')
      return json(200, state.debtor[bin] ?? { isDebtor: false, penaltyNotice: false });
    if (path === '/api/customers/check-aulet') return json(200, { available: true });
    return problem(404, 'not_found');
  };
}

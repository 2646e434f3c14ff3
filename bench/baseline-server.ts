import Fastify from 'fastify';
import pg from 'pg';
import { buildSubscriberSearchSql, toQuery } from '../apps/api/src/modules/numbers/numbers-search-sql.ts';
import type { ListOrder, SubscriberSearchFilters } from '../apps/api/src/modules/numbers/numbers-query.ts';

// The benchmark's baseline (DESIGN §7): bare Fastify and pg running the numbers search's very SQL —
// no sign-in, tenancy, validation, mapping or response schema. BASELINE_BIN names the company.

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const bin = process.env.BASELINE_BIN!;
const app = Fastify({ logger: false });
const textOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

app.post('/search', async (request) => {
  const b = (request.body ?? {}) as Record<string, unknown>;
  const q = request.query as Record<string, string | undefined>;
  const statement = buildSubscriberSearchSql(
    bin,
    {
      // the list's filters (decision 024) as sent: the bench sends only valid ones
      ...(b as Partial<SubscriberSearchFilters>),
      msisdnPart: textOrNull(b.msisdnPart) ?? '7',
      accountNumber: textOrNull(b.accountNumber),
      iccid: textOrNull(b.iccid),
      typeAccount: textOrNull(b.typeAccount) as 'PREPAID' | 'POSTPAID' | null,
      label: textOrNull(b.label),
      comment: textOrNull(b.comment),
    },
    { pageNumber: Number(q.pageNumber ?? 1), pageSize: Number(q.pageSize ?? 10) },
    {
      sort: (q.sort ?? 'msisdn') as ListOrder['sort'],
      direction: (q.direction ?? 'asc') as ListOrder['direction'],
      language: (q.language ?? 'ru') as ListOrder['language'],
    },
  );
  const { text, values } = toQuery(statement);
  const { rows } = await pool.query(text, values);
  return { data: rows.filter((r) => r.msisdn !== null), totalSubscriptions: rows[0].total };
});
app.get('/ready', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);

import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import type { sqlOf } from './operator-fixtures.ts';

/**
 * decision 029: an administrator invites the e-mail (finance, every number unless `body` says
 * otherwise); the link's token is read from the message the portal wrote, as the invitee reads it.
 */
export async function inviteByMail(
  admin: TestClient,
  sql: ReturnType<typeof sqlOf>,
  email: string,
  body: Record<string, unknown> = {},
) {
  const res = await admin.post('/api/team/invitations', {
    body: { email, role: 'finance', scope: { allNumbers: true }, language: 'kk', ...body },
  });
  expect(res.status, res.text).toBe(200);
  const [mail] = await sql<{ text_body: string; subject: string }>(
    `select text_body, subject from portal.mail_outbox where to_address = $1 order by created_at desc limit 1`,
    [email],
  );
  const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
  return { invitation: res.body as { id: string; state: string; role: string }, token, mail: mail! };
}

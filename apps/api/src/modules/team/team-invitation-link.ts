import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import { createTeamInvitationsRepository, type InvitationRow } from './team-invitations.repository.ts';

// decision 029: what a /join/<token> link stands for. The portal (accepting) and the embedded IdP
// (creating the invited account) read a link the same way.

/** the table keeps only the token's SHA-256: a leaked table opens no invitation */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type InvitationRefusal =
  | 'team_invitation_not_found'
  | 'team_invitation_used'
  | 'team_invitation_revoked'
  | 'team_invitation_expired';

/** why a link no longer opens anything, or null while it is pending */
export function invitationRefusal(row: InvitationRow | null, now = Date.now()): InvitationRefusal | null {
  if (!row) return 'team_invitation_not_found';
  if (row.acceptedAt) return 'team_invitation_used';
  if (row.revokedAt) return 'team_invitation_revoked';
  if (row.expiresAt.getTime() <= now) return 'team_invitation_expired';
  return null;
}

/** A pending invitation behind a token, as the invitee may see it before signing in. */
export type OpenedInvitation =
  { state: 'pending'; email: string; companyName: string } | { state: 'refused'; refusal: InvitationRefusal };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function openInvitation(db: Db, token: string): Promise<OpenedInvitation> {
  const row = TOKEN.test(token)
    ? await createTeamInvitationsRepository(db).invitationByToken(db, tokenHashOf(token), false)
    : null;
  const refusal = invitationRefusal(row);
  if (refusal || !row) return { state: 'refused', refusal: refusal ?? 'team_invitation_not_found' };
  return { state: 'pending', email: row.email, companyName: await companyNameOf(db, row.customerBin) };
}

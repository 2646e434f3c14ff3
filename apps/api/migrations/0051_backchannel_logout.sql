-- Decision 035 (back-channel logout): the identity provider ends the portal's sessions itself.
-- A session remembers the IdP session it was opened in (the ID token's `sid`), so a logout token
-- naming that `sid` ends exactly it; a token naming only the user (`sub`) ends all of theirs.
ALTER TABLE "portal"."sessions" ADD COLUMN "idp_sid" text;
--> statement-breakpoint
CREATE INDEX "sessions_idp_sid_idx" ON "portal"."sessions" ("idp_sid") WHERE "idp_sid" IS NOT NULL;
--> statement-breakpoint
-- the logout tokens already acted on (their `jti`), until they could no longer be accepted: a
-- replayed token is refused
CREATE TABLE "portal"."logout_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "logout_tokens_expires_at_idx" ON "portal"."logout_tokens" ("expires_at");

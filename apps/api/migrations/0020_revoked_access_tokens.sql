-- Decision 025: the access tokens of ended portal sessions (sign-out, a refused refresh), by their
-- SHA-256, kept until they expire: a Bearer request with one is refused on the next request, in
-- every server process.
CREATE TABLE "portal"."revoked_access_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_expires_at_index" ON "portal"."revoked_access_tokens" USING btree ("expires_at");

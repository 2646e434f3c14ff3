-- Decision 029: accounts a person creates in the embedded dev identity provider from an invitation
-- link (the demo users stay in code). The e-mail is the invitation's, unique whatever its case; the
-- password is kept only as a salted scrypt hash.
CREATE TABLE "portal"."idp_accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_unique" ON "portal"."idp_accounts" (lower("email"));

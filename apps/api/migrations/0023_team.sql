-- Decision 029: roles, number groups and scopes, invitations. A user's role and scope per company
-- (no row: administrator of every number, as the accounts service assigns users); groups of the
-- company's numbers; the groups a scoped user sees; invitation links by their token's SHA-256.
CREATE TABLE "portal"."team_roles" (
	"user_id" uuid NOT NULL,
	"customer_bin" text NOT NULL,
	"role" text NOT NULL,
	"all_numbers" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_roles_pk" PRIMARY KEY ("user_id", "customer_bin"),
	CONSTRAINT "team_roles_user_customer_fk" FOREIGN KEY ("user_id", "customer_bin")
		REFERENCES "accounts"."user_customers"("user_id", "customer_bin") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "team_roles_customer_bin_role_index" ON "portal"."team_roles" ("customer_bin", "role");
--> statement-breakpoint
CREATE TABLE "portal"."number_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_groups_customer_bin_name_unique" UNIQUE ("customer_bin", "name")
);
--> statement-breakpoint
-- the scope join reads (msisdn, group_id) from each operator row: an index-only probe per number
CREATE TABLE "portal"."number_group_members" (
	"group_id" uuid NOT NULL REFERENCES "portal"."number_groups"("id") ON DELETE CASCADE,
	"msisdn" text COLLATE "C" NOT NULL,
	CONSTRAINT "number_group_members_pk" PRIMARY KEY ("group_id", "msisdn")
);
--> statement-breakpoint
CREATE INDEX "number_group_members_msisdn_group_id_index" ON "portal"."number_group_members" ("msisdn", "group_id");
--> statement-breakpoint
CREATE TABLE "portal"."team_role_groups" (
	"user_id" uuid NOT NULL,
	"customer_bin" text NOT NULL,
	"group_id" uuid NOT NULL REFERENCES "portal"."number_groups"("id") ON DELETE RESTRICT,
	CONSTRAINT "team_role_groups_pk" PRIMARY KEY ("user_id", "customer_bin", "group_id"),
	CONSTRAINT "team_role_groups_role_fk" FOREIGN KEY ("user_id", "customer_bin")
		REFERENCES "portal"."team_roles"("user_id", "customer_bin") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "team_role_groups_group_id_index" ON "portal"."team_role_groups" ("group_id");
--> statement-breakpoint
CREATE TABLE "portal"."team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"all_numbers" boolean NOT NULL,
	"group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid REFERENCES "accounts"."users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid REFERENCES "accounts"."users"("id") ON DELETE SET NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
CREATE INDEX "team_invitations_customer_bin_created_at_index" ON "portal"."team_invitations" ("customer_bin", "created_at" DESC);

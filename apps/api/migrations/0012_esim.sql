-- Issue 10 (decision 016): the reference operator's eSIM lifecycle.
-- The SM-DP+ servers eSIM profiles are downloaded from; a server that does not answer makes a
-- reservation end in 'timeout' (spec §4 eSIM sequence).
CREATE TABLE "operator"."esim_smdp_servers" (
	"address" text PRIMARY KEY NOT NULL,
	"is_responding" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
INSERT INTO "operator"."esim_smdp_servers" ("address") VALUES ('smdp.example.kz');
--> statement-breakpoint
ALTER TABLE "operator"."esim_profiles" ADD COLUMN "smdp_address" text DEFAULT 'smdp.example.kz' NOT NULL;
--> statement-breakpoint
ALTER TABLE "operator"."esim_profiles" ADD CONSTRAINT "esim_profiles_smdp_address_fk" FOREIGN KEY ("smdp_address") REFERENCES "operator"."esim_smdp_servers"("address");
--> statement-breakpoint
-- Every eSIM operation of a number: a reservation (asynchronous, through the completion seam) or a
-- change to the eSIM. spec §4: only one eSIM operation per number may be in progress.
CREATE TABLE "operator"."esim_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"icc" text,
	"old_iccid" text,
	"failure" text,
	"operation_id" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "esim_operations_kind_check" CHECK ("kind" IN ('RESERVE', 'CHANGE')),
	CONSTRAINT "esim_operations_status_check" CHECK ("status" IN ('RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "esim_operations_finished_check" CHECK (("status" = 'RUNNING') = ("finished_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "operator"."esim_operations" ADD CONSTRAINT "esim_operations_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "operator"."esim_operations" ADD CONSTRAINT "esim_operations_icc_fk" FOREIGN KEY ("icc") REFERENCES "operator"."esim_profiles"("icc");
--> statement-breakpoint
CREATE UNIQUE INDEX "esim_operations_one_running_idx" ON "operator"."esim_operations" USING btree ("msisdn") WHERE "status" = 'RUNNING';
--> statement-breakpoint
CREATE INDEX "esim_operations_msisdn_idx" ON "operator"."esim_operations" USING btree ("msisdn", "id");
--> statement-breakpoint
-- The activation codes issued for a profile (LPA:1$<SM-DP+ address>$<matching id>); spec §9: valid 1 day.
CREATE TABLE "operator"."esim_activation_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"icc" text NOT NULL,
	"msisdn" text NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "esim_activation_codes_code_format" CHECK ("code" ~ '^LPA:1\$[a-z0-9.-]+\$[A-Z0-9-]+$'),
	CONSTRAINT "esim_activation_codes_expiry_check" CHECK ("expires_at" > "issued_at")
);
--> statement-breakpoint
ALTER TABLE "operator"."esim_activation_codes" ADD CONSTRAINT "esim_activation_codes_icc_fk" FOREIGN KEY ("icc") REFERENCES "operator"."esim_profiles"("icc") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "operator"."esim_activation_codes" ADD CONSTRAINT "esim_activation_codes_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade;
--> statement-breakpoint
CREATE UNIQUE INDEX "esim_activation_codes_code_idx" ON "operator"."esim_activation_codes" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "esim_activation_codes_icc_idx" ON "operator"."esim_activation_codes" USING btree ("icc", "issued_at");
--> statement-breakpoint
-- Where the number is registered now (the visited network): no row is the home network in
-- Kazakhstan. spec §5: eSIM is unavailable in roaming / outside Kazakhstan.
CREATE TABLE "operator"."subscriber_locations" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"network" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_locations_country_format" CHECK ("country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "operator"."subscriber_locations" ADD CONSTRAINT "subscriber_locations_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade;

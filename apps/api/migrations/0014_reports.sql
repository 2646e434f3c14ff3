-- Issue 13 (decision 018): the report engine's requests, and the reference operator's roaming data.
-- A request per report: queued → building → sent, or failed with a reason (spec §4 Reports by e-mail).
ALTER TABLE "portal"."report_requests" RENAME COLUMN "status" TO "state";
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" RENAME COLUMN "error" TO "failure";
--> statement-breakpoint
UPDATE "portal"."report_requests" SET "state" = CASE "state" WHEN 'SENT' THEN 'sent' WHEN 'FAILED' THEN 'failed' ELSE 'failed' END;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ALTER COLUMN "state" SET DEFAULT 'queued';
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD CONSTRAINT "report_requests_state_check" CHECK ("state" IN ('queued', 'building', 'sent', 'failed'));
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "start_date" date;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "end_date" date;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "records" integer;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "mail_id" uuid;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD COLUMN "started_at" timestamp with time zone;
--> statement-breakpoint
-- spec §4: one report of a kind being prepared per company (per number for a number's reports)
CREATE UNIQUE INDEX "report_requests_one_in_progress" ON "portal"."report_requests" ("customer_bin", "report_type", coalesce("msisdn", ''))
WHERE "state" IN ('queued', 'building');
--> statement-breakpoint
-- spec §9 Atlas Pro roaming: 950 ₸ a day (first 100 MB full speed), add-ons 400 ₸ a day (50 MB)
CREATE TABLE "operator"."atlas_pro_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL REFERENCES "operator"."subscribers"("msisdn") ON DELETE CASCADE,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"fee" bigint NOT NULL,
	"add_ons" integer DEFAULT 0 NOT NULL,
	"add_on_fee" bigint DEFAULT 0 NOT NULL,
	"data_kb" bigint NOT NULL,
	"full_speed_kb" bigint NOT NULL,
	CONSTRAINT "atlas_pro_days_msisdn_day_unique" UNIQUE ("msisdn", "day")
);
--> statement-breakpoint
CREATE INDEX "atlas_pro_days_day_index" ON "operator"."atlas_pro_days" ("day");
--> statement-breakpoint
-- spec §5: after a number ownership transfer the usage details start at the transfer date
CREATE TABLE "operator"."ownership_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL REFERENCES "operator"."subscribers"("msisdn") ON DELETE CASCADE,
	"transferred_on" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ownership_transfers_msisdn_index" ON "operator"."ownership_transfers" ("msisdn", "transferred_on");

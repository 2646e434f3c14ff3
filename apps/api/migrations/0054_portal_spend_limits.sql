-- Decision 030 (2026-12-02 section): spend limits and their alert bookkeeping are the portal's
-- (DESIGN §1). The operator keeps the charges; the portal keeps each number's limit, whether it
-- bars outgoing traffic at the limit, the month it counts from, the month it barred outgoing in,
-- and the month's charges as it last read them from the billing (TMF678 rates), which the overview
-- and the list's spend filter read without asking the operator per number.
CREATE TABLE "portal"."spend_limits" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"block_at_limit" boolean DEFAULT false NOT NULL,
	"since_month" date NOT NULL,
	-- the month the portal barred outgoing traffic in (its ban order was accepted), else null
	"blocked_month" date,
	-- the charges of `spent_month` as last read from the billing
	"spent_month" date,
	"spent" bigint DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_limits_positive" CHECK ("monthly_limit" > 0)
);
--> statement-breakpoint
CREATE INDEX "spend_limits_customer_idx" ON "portal"."spend_limits" ("customer_bin", "msisdn");
--> statement-breakpoint
CREATE INDEX "spend_limits_blocked_idx" ON "portal"."spend_limits" ("blocked_month") WHERE "blocked_month" IS NOT NULL;
--> statement-breakpoint
-- a crossing is the alert's row: once per number, month and threshold, with what it was
ALTER TABLE "portal"."spend_alerts" ADD COLUMN "monthly_limit" bigint;
--> statement-breakpoint
ALTER TABLE "portal"."spend_alerts" ADD COLUMN "spent" bigint;
--> statement-breakpoint
ALTER TABLE "portal"."spend_alerts" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- the bar on outgoing traffic is a ban of the number at the operator (an ordinary TMF622 ban order,
-- characteristic ban.OUTGOING), no longer a flag of the limit
ALTER TABLE "operator"."subscribers" ADD COLUMN "is_outgoing_barred" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
INSERT INTO "portal"."spend_limits" ("msisdn", "customer_bin", "monthly_limit", "block_at_limit", "since_month", "blocked_month", "spent_month", "spent", "updated_at")
SELECT l."msisdn", l."customer_bin", l."monthly_limit", l."block_at_limit", l."since_month", l."blocked_month",
  m."month", coalesce(m."amount", 0), l."updated_at"
FROM "operator"."spend_limits" l
LEFT JOIN LATERAL (SELECT sm."month", sm."amount" FROM "operator"."spend_months" sm
  WHERE sm."msisdn" = l."msisdn" ORDER BY sm."month" DESC LIMIT 1) m ON true;
--> statement-breakpoint
UPDATE "operator"."subscribers" s SET "is_outgoing_barred" = true
FROM "operator"."spend_limits" l WHERE l."msisdn" = s."msisdn" AND l."blocked_month" IS NOT NULL;
--> statement-breakpoint
-- the crossings already alerted keep their rows; the unacknowledged ones are found again by the
-- portal's check (it compares the month's charges with the limit), so none is copied
UPDATE "portal"."spend_alerts" a SET "monthly_limit" = c."monthly_limit", "spent" = c."spent", "blocked" = c."blocked"
FROM "operator"."spend_crossings" c
WHERE c."msisdn" = a."msisdn" AND c."month" = a."month" AND c."threshold" = a."threshold";

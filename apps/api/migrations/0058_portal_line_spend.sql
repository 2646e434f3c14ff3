-- Decision 030 (the overview's spend is the portal's read model): the billing keeps each number's
-- month by kind (its per-company days are dropped), so TMF678 answers one applied rate per number,
-- month and kind; the portal keeps
-- what it last read of them (line_spend) and the company's months by cost centre and kind summed
-- from it (company_spend), and the overview reads only these.
ALTER TABLE "operator"."spend_months"
  ADD COLUMN "calls" bigint DEFAULT 0 NOT NULL,
  ADD COLUMN "sms" bigint DEFAULT 0 NOT NULL,
  ADD COLUMN "data" bigint DEFAULT 0 NOT NULL,
  ADD COLUMN "roaming" bigint DEFAULT 0 NOT NULL,
  ADD COLUMN "subscription" bigint DEFAULT 0 NOT NULL,
  ADD COLUMN "services" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "operator"."spend_months" m SET
  "calls" = k."calls", "sms" = k."sms", "data" = k."data", "roaming" = k."roaming",
  "subscription" = k."subscription", "services" = k."services"
FROM (
  SELECT u."msisdn", date_trunc('month', (u."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date AS "month",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'calls'), 0) AS "calls",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'sms'), 0) AS "sms",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'data'), 0) AS "data",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'roaming'), 0) AS "roaming",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'subscription'), 0) AS "subscription",
    coalesce(sum(u."amount") FILTER (WHERE "operator"."spend_kind"(u."type") = 'services'), 0) AS "services"
  FROM "operator"."usage_records" u
  WHERE u."amount" <> 0
  GROUP BY 1, 2
) k
WHERE k."msisdn" = m."msisdn" AND k."month" = m."month";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "operator"."spend_accrue"() RETURNS trigger LANGUAGE plpgsql SET "work_mem" = '64MB' AS $$
BEGIN
  WITH "per_number" AS (
    SELECT a."msisdn", date_trunc('month', (a."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date AS "month",
      sum(a."amount") AS "amount",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'calls'), 0) AS "calls",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'sms'), 0) AS "sms",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'data'), 0) AS "data",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'roaming'), 0) AS "roaming",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'subscription'), 0) AS "subscription",
      coalesce(sum(a."amount") FILTER (WHERE "operator"."spend_kind"(a."type") = 'services'), 0) AS "services"
    FROM "added" a
    WHERE a."amount" <> 0
    GROUP BY 1, 2
  )
  INSERT INTO "operator"."spend_months" ("msisdn", "month", "customer_bin", "amount", "calls", "sms", "data", "roaming", "subscription", "services")
  SELECT p."msisdn", p."month", s."customer_bin", p."amount", p."calls", p."sms", p."data", p."roaming", p."subscription", p."services"
  FROM "per_number" p JOIN "operator"."subscribers" s ON s."msisdn" = p."msisdn"
  ON CONFLICT ("msisdn", "month") DO UPDATE SET "amount" = "spend_months"."amount" + excluded."amount",
    "calls" = "spend_months"."calls" + excluded."calls",
    "sms" = "spend_months"."sms" + excluded."sms",
    "data" = "spend_months"."data" + excluded."data",
    "roaming" = "spend_months"."roaming" + excluded."roaming",
    "subscription" = "spend_months"."subscription" + excluded."subscription",
    "services" = "spend_months"."services" + excluded."services";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the company's charges per day, cost centre and kind were the overview's alone
DROP TABLE "operator"."spend_days";
--> statement-breakpoint
CREATE TABLE "portal"."line_spend" (
	"customer_bin" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"month" date NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"sms" bigint DEFAULT 0 NOT NULL,
	"data" bigint DEFAULT 0 NOT NULL,
	"roaming" bigint DEFAULT 0 NOT NULL,
	"subscription" bigint DEFAULT 0 NOT NULL,
	"services" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("customer_bin", "month", "msisdn")
);
--> statement-breakpoint
CREATE INDEX "line_spend_top_idx" ON "portal"."line_spend" ("customer_bin", "month", "total" DESC, "msisdn");
--> statement-breakpoint
CREATE TABLE "portal"."company_spend" (
	"customer_bin" text NOT NULL,
	"month" date NOT NULL,
	"cost_centre_id" bigint DEFAULT 0 NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"sms" bigint DEFAULT 0 NOT NULL,
	"data" bigint DEFAULT 0 NOT NULL,
	"roaming" bigint DEFAULT 0 NOT NULL,
	"subscription" bigint DEFAULT 0 NOT NULL,
	"services" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("customer_bin", "month", "cost_centre_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."company_spend_syncs" (
	"customer_bin" text PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone,
	"months" integer DEFAULT 0 NOT NULL,
	-- a line changed cost centre since the open month was summed: summed again at the next read
	"is_regroup_due" boolean DEFAULT false NOT NULL
);

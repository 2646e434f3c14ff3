-- Decision 030: spend under control — the operator's cost centres, the charges aggregated as they
-- arrive (per day × cost centre × kind for the company, per number × month), spend limits with their
-- 80 % / 100 % crossings and the optional block of outgoing traffic.
-- Cost centres are the billing's (like a number's label): every report reads them beside the number.
CREATE TABLE "operator"."cost_centres" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL REFERENCES "operator"."customers"("bin") ON DELETE CASCADE,
	"code" text COLLATE "C" NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centres_code_unique" UNIQUE ("customer_bin", "code"),
	CONSTRAINT "cost_centres_code_format" CHECK ("code" ~ '^[A-Za-z0-9_.-]{1,20}$'),
	CONSTRAINT "cost_centres_name_length" CHECK (char_length("name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "operator"."subscribers" ADD COLUMN "cost_centre_id" bigint REFERENCES "operator"."cost_centres"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "subscribers_customer_cost_centre_idx" ON "operator"."subscribers" ("customer_bin", "cost_centre_id", "msisdn");
--> statement-breakpoint
-- a number's charges as its usage details read them (usage_records): the kind of charge on the overview
CREATE FUNCTION "operator"."spend_kind"("type" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "type" IN ('VOICE_OUT', 'VOICE_IN') THEN 'calls'
    WHEN "type" LIKE 'SMS%' THEN 'sms'
    WHEN "type" = 'DATA' THEN 'data'
    WHEN "type" LIKE 'ROAMING%' THEN 'roaming'
    WHEN "type" = 'SUBSCRIPTION_FEE' THEN 'subscription'
    ELSE 'services' END
$$;
--> statement-breakpoint
-- charges per company × day (Kazakhstan, UTC+5 as the usage details read it) × cost centre (0: none, at the moment the charge arrived) × kind
CREATE TABLE "operator"."spend_days" (
	"customer_bin" text NOT NULL,
	"day" date NOT NULL,
	"cost_centre_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	PRIMARY KEY ("customer_bin", "day", "cost_centre_id", "kind")
);
--> statement-breakpoint
-- charges per number × month (UTC+5): the limit bar, the top spenders, the numbers near their limit
CREATE TABLE "operator"."spend_months" (
	"msisdn" text COLLATE "C" NOT NULL,
	"month" date NOT NULL,
	"customer_bin" text NOT NULL,
	"amount" bigint NOT NULL,
	PRIMARY KEY ("msisdn", "month")
);
--> statement-breakpoint
CREATE INDEX "spend_months_top_idx" ON "operator"."spend_months" ("customer_bin", "month", "amount" DESC, "msisdn");
--> statement-breakpoint
-- a monthly limit in tiyn per number; counting from the month it was set (since_month)
CREATE TABLE "operator"."spend_limits" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL REFERENCES "operator"."subscribers"("msisdn") ON DELETE CASCADE,
	"customer_bin" text NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"block_at_limit" boolean DEFAULT false NOT NULL,
	"since_month" date NOT NULL,
	-- the month whose charges reached the limit with block_at_limit: outgoing traffic barred in it
	"blocked_month" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_limits_positive" CHECK ("monthly_limit" > 0)
);
--> statement-breakpoint
CREATE INDEX "spend_limits_customer_idx" ON "operator"."spend_limits" ("customer_bin", "msisdn");
--> statement-breakpoint
-- the operator's events: a number's charges reached 80 % or 100 % of its limit in a month (once
-- each), and whether outgoing was barred then; the portal reads and acknowledges them
CREATE TABLE "operator"."spend_crossings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"customer_bin" text NOT NULL,
	"month" date NOT NULL,
	"threshold" smallint NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"spent" bigint NOT NULL,
	"blocked" boolean NOT NULL,
	"crossed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "spend_crossings_once" UNIQUE ("msisdn", "month", "threshold"),
	CONSTRAINT "spend_crossings_threshold" CHECK ("threshold" IN (80, 100))
);
--> statement-breakpoint
CREATE INDEX "spend_crossings_unacknowledged_idx" ON "operator"."spend_crossings" ("id") WHERE "acknowledged_at" IS NULL;
--> statement-breakpoint
-- Charges arrive as usage records; one statement's rows are aggregated set-based in the same
-- transaction, so the aggregates never disagree with the usage details (decision 030).
CREATE FUNCTION "operator"."spend_accrue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "operator"."spend_days" ("customer_bin", "day", "cost_centre_id", "kind", "amount")
  SELECT s."customer_bin", ((a."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date, coalesce(s."cost_centre_id", 0),
    "operator"."spend_kind"(a."type"), sum(a."amount")
  FROM "added" a JOIN "operator"."subscribers" s ON s."msisdn" = a."msisdn"
  WHERE a."amount" <> 0
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("customer_bin", "day", "cost_centre_id", "kind")
    DO UPDATE SET "amount" = "spend_days"."amount" + excluded."amount";

  WITH "totals" AS (
    INSERT INTO "operator"."spend_months" ("msisdn", "month", "customer_bin", "amount")
    SELECT a."msisdn", date_trunc('month', (a."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date, s."customer_bin", sum(a."amount")
    FROM "added" a JOIN "operator"."subscribers" s ON s."msisdn" = a."msisdn"
    WHERE a."amount" <> 0
    GROUP BY 1, 2, 3
    ON CONFLICT ("msisdn", "month") DO UPDATE SET "amount" = "spend_months"."amount" + excluded."amount"
    RETURNING "msisdn", "month", "customer_bin", "amount"
  ), "reached" AS (
    SELECT t."msisdn", t."month", t."customer_bin", t."amount", l."monthly_limit", l."block_at_limit", th."threshold"
    FROM "totals" t
    JOIN "operator"."spend_limits" l ON l."msisdn" = t."msisdn" AND t."month" >= l."since_month"
    CROSS JOIN (VALUES (80), (100)) th("threshold")
    WHERE t."amount" * 100 >= l."monthly_limit" * th."threshold"
  ), "barred" AS (
    -- the moment the charges cross the limit, outgoing traffic is barred for the rest of the month
    UPDATE "operator"."spend_limits" l SET "blocked_month" = r."month", "updated_at" = now()
    FROM "reached" r
    WHERE r."msisdn" = l."msisdn" AND r."threshold" = 100 AND r."block_at_limit"
      AND l."blocked_month" IS DISTINCT FROM r."month"
    RETURNING l."msisdn"
  )
  INSERT INTO "operator"."spend_crossings" ("msisdn", "customer_bin", "month", "threshold", "monthly_limit", "spent", "blocked")
  SELECT r."msisdn", r."customer_bin", r."month", r."threshold", r."monthly_limit", r."amount",
    r."threshold" = 100 AND r."block_at_limit"
  FROM "reached" r
  ON CONFLICT ("msisdn", "month", "threshold") DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "usage_records_spend_accrue" AFTER INSERT ON "operator"."usage_records"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "operator"."spend_accrue"();
--> statement-breakpoint
-- the charges already recorded, once
INSERT INTO "operator"."spend_days" ("customer_bin", "day", "cost_centre_id", "kind", "amount")
SELECT s."customer_bin", ((u."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date, coalesce(s."cost_centre_id", 0),
  "operator"."spend_kind"(u."type"), sum(u."amount")
FROM "operator"."usage_records" u JOIN "operator"."subscribers" s ON s."msisdn" = u."msisdn"
WHERE u."amount" <> 0
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "operator"."spend_months" ("msisdn", "month", "customer_bin", "amount")
SELECT u."msisdn", date_trunc('month', (u."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date, s."customer_bin", sum(u."amount")
FROM "operator"."usage_records" u JOIN "operator"."subscribers" s ON s."msisdn" = u."msisdn"
WHERE u."amount" <> 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- numbers per company and lifecycle state, kept by statement triggers with transition tables (one
-- grouped upsert per statement, only for rows whose company or state changed): the overview reads 3
-- rows instead of counting a 100,000-number company's index per request
CREATE TABLE "operator"."company_state_counts" (
	"customer_bin" text NOT NULL,
	"lc_state_id" integer NOT NULL,
	"count" bigint NOT NULL,
	PRIMARY KEY ("customer_bin", "lc_state_id")
);
--> statement-breakpoint
CREATE FUNCTION "operator"."state_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "operator"."company_state_counts" AS c ("customer_bin", "lc_state_id", "count")
    SELECT "customer_bin", "lc_state_id", count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("customer_bin", "lc_state_id") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "operator"."company_state_counts" AS c ("customer_bin", "lc_state_id", "count")
    SELECT "customer_bin", "lc_state_id", -count(*) FROM "old_rows" GROUP BY 1, 2
    ON CONFLICT ("customer_bin", "lc_state_id") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    INSERT INTO "operator"."company_state_counts" AS c ("customer_bin", "lc_state_id", "count")
    SELECT bin, state, sum(delta) FROM (
      SELECT o."customer_bin" AS bin, o."lc_state_id" AS state, -1 AS delta
      FROM "old_rows" o JOIN "new_rows" n ON n."msisdn" = o."msisdn"
      WHERE (o."customer_bin", o."lc_state_id") IS DISTINCT FROM (n."customer_bin", n."lc_state_id")
      UNION ALL
      SELECT n."customer_bin", n."lc_state_id", 1
      FROM "old_rows" o JOIN "new_rows" n ON n."msisdn" = o."msisdn"
      WHERE (o."customer_bin", o."lc_state_id") IS DISTINCT FROM (n."customer_bin", n."lc_state_id")
    ) d GROUP BY 1, 2
    ON CONFLICT ("customer_bin", "lc_state_id") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_state_counts_insert" AFTER INSERT ON "operator"."subscribers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "operator"."state_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_state_counts_update" AFTER UPDATE ON "operator"."subscribers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "operator"."state_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_state_counts_delete" AFTER DELETE ON "operator"."subscribers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "operator"."state_counts_apply"();
--> statement-breakpoint
INSERT INTO "operator"."company_state_counts" ("customer_bin", "lc_state_id", "count")
SELECT "customer_bin", "lc_state_id", count(*) FROM "operator"."subscribers" GROUP BY 1, 2;
--> statement-breakpoint
-- the overview's "prepaid numbers below 500 ₸" (LOW_PREPAID_BALANCE_TIYN): only those rows indexed
CREATE INDEX "subscribers_customer_low_prepaid_idx" ON "operator"."subscribers" ("customer_bin")
  WHERE "type" = 'PREPAID' AND "available_by_credit_limit_or_pia_balance" < 50000;
--> statement-breakpoint
-- the portal's side: each alert once per number, month and threshold (its e-mails written with it)
CREATE TABLE "portal"."spend_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"month" date NOT NULL,
	"threshold" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_alerts_once" UNIQUE ("msisdn", "month", "threshold")
);
--> statement-breakpoint
-- the language a user last worked in, for messages nobody asked for at that moment (spend alerts)
ALTER TABLE "accounts"."users" ADD COLUMN "language" text;

-- Decision 030 (2026-12-02 section): the operator's limits and crossings are gone (migration 0054
-- copied them into the portal). The aggregates' trigger keeps the charges only: per company, day,
-- cost centre and kind, and per number and month (migration 0032's statements, less the limits').
CREATE OR REPLACE FUNCTION "operator"."spend_accrue"() RETURNS trigger LANGUAGE plpgsql SET "work_mem" = '64MB' AS $$
BEGIN
  INSERT INTO "operator"."spend_days" ("customer_bin", "day", "cost_centre_id", "kind", "amount")
  SELECT s."customer_bin", ((a."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date, coalesce(s."cost_centre_id", 0),
    "operator"."spend_kind"(a."type"), sum(a."amount")
  FROM "added" a JOIN "operator"."subscribers" s ON s."msisdn" = a."msisdn"
  WHERE a."amount" <> 0
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("customer_bin", "day", "cost_centre_id", "kind")
    DO UPDATE SET "amount" = "spend_days"."amount" + excluded."amount";

  WITH "per_number" AS (
    SELECT a."msisdn", date_trunc('month', (a."occurred_at" AT TIME ZONE 'UTC' + interval '5 hours'))::date AS "month", sum(a."amount") AS "amount"
    FROM "added" a
    WHERE a."amount" <> 0
    GROUP BY 1, 2
  )
  INSERT INTO "operator"."spend_months" ("msisdn", "month", "customer_bin", "amount")
  SELECT p."msisdn", p."month", s."customer_bin", p."amount"
  FROM "per_number" p JOIN "operator"."subscribers" s ON s."msisdn" = p."msisdn"
  ON CONFLICT ("msisdn", "month") DO UPDATE SET "amount" = "spend_months"."amount" + excluded."amount";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TABLE "operator"."spend_crossings";
--> statement-breakpoint
DROP TABLE "operator"."spend_limits";

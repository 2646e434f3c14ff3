-- Decision 030 (a month of charges for 100,000 numbers): usage records are the billing's rated
-- events (CDRs), written only by the rating, which reads the numbers it rates from subscribers. The
-- foreign key checked every record with a row lock on its number (a row trigger per record: 3.7
-- million per month, a quarter of the time measured); the cascade it gave is kept by a statement
-- trigger that deletes a deleted number's records in one pass.
ALTER TABLE "operator"."usage_records" DROP CONSTRAINT "usage_records_msisdn_subscribers_msisdn_fk";
--> statement-breakpoint
CREATE FUNCTION "operator"."usage_records_of_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "operator"."usage_records" u USING "gone" g WHERE u."msisdn" = g."msisdn";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_usage_records_delete" AFTER DELETE ON "operator"."subscribers"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "operator"."usage_records_of_deleted"();
--> statement-breakpoint
-- the aggregates' trigger (migration 0024) over a whole statement's records (a week of a
-- 100,000-number company, ~850,000 rows): the per-number months are summed BEFORE the join that
-- finds each number's company (850,000 rows joined became 100,000), and with the default 4 MB the
-- hash aggregates spilled to disk. Otherwise the same statements.
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
  ), "totals" AS (
    INSERT INTO "operator"."spend_months" ("msisdn", "month", "customer_bin", "amount")
    SELECT p."msisdn", p."month", s."customer_bin", p."amount"
    FROM "per_number" p JOIN "operator"."subscribers" s ON s."msisdn" = p."msisdn"
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

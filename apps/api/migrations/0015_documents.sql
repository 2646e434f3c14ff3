-- Issue 14 (decision 019): the reference operator's documents — invoice due dates and the
-- certificates of work performed (acts of work) issued for each monthly invoice.
-- An invoice is due on the payment term of the contract: 20 days after it is issued, unless the
-- billing says otherwise. The overdue penalty (spec §9) runs from this date.
ALTER TABLE "operator"."invoices" ADD COLUMN "due_date" date;
--> statement-breakpoint
UPDATE "operator"."invoices" SET "due_date" = ("issued_at" AT TIME ZONE 'Asia/Almaty')::date + 20;
--> statement-breakpoint
ALTER TABLE "operator"."invoices" ALTER COLUMN "due_date" SET NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "operator"."invoices_default_due_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."due_date" IS NULL THEN
    NEW."due_date" := (NEW."issued_at" AT TIME ZONE 'Asia/Almaty')::date + 20;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_default_due_date" BEFORE INSERT ON "operator"."invoices"
  FOR EACH ROW EXECUTE FUNCTION "operator"."invoices_default_due_date"();
--> statement-breakpoint
-- spec §2 /reportdocs, §9: one certificate of work performed per invoice; signed electronically from
-- 4 July 2021, on paper before (paper acts stopped from 01.12.2023).
CREATE TABLE "operator"."work_acts" (
  "act_number" text COLLATE "C" PRIMARY KEY,
  "invoice_number" text COLLATE "C" NOT NULL UNIQUE REFERENCES "operator"."invoices"("invoice_number") ON DELETE CASCADE,
  "customer_bin" text NOT NULL REFERENCES "operator"."customers"("bin") ON DELETE CASCADE,
  "act_date" date NOT NULL,
  "signing" text NOT NULL,
  "signed_at" timestamp with time zone,
  CONSTRAINT "work_acts_signing_check" CHECK ("signing" IN ('ELECTRONIC', 'PAPER')),
  CONSTRAINT "work_acts_paper_stopped" CHECK ("signing" = 'ELECTRONIC' OR "act_date" < DATE '2023-12-01'),
  CONSTRAINT "work_acts_electronic_from" CHECK ("signing" = 'PAPER' OR "act_date" >= DATE '2021-07-04')
);
--> statement-breakpoint
CREATE INDEX "work_acts_customer_bin_act_date_index" ON "operator"."work_acts" ("customer_bin", "act_date");
--> statement-breakpoint
-- the acts of the invoices already billed: dated the last day of the accounting month
INSERT INTO "operator"."work_acts" ("act_number", "invoice_number", "customer_bin", "act_date", "signing", "signed_at")
SELECT 'AWP-' || i."invoice_number", i."invoice_number", i."customer_bin",
  (i."period_month" + interval '1 month - 1 day')::date,
  CASE WHEN (i."period_month" + interval '1 month - 1 day')::date >= DATE '2021-07-04' THEN 'ELECTRONIC' ELSE 'PAPER' END,
  CASE WHEN (i."period_month" + interval '1 month - 1 day')::date >= DATE '2021-07-04' THEN i."issued_at" END
FROM "operator"."invoices" i
ON CONFLICT DO NOTHING;

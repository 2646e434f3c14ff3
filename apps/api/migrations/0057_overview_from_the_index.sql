-- Decision 030 (2026-12-02): the overview counts the company's lines by state and its prepaid lines
-- below 500 ₸ on the portal's index (decision 034), no longer on the operator's subscribers. The
-- operator's kept state counts (migration 0024: a table and three statement triggers on every
-- subscribers write) and its low-prepaid partial index served only that: dropped.
CREATE INDEX "company_lines_customer_low_prepaid_idx" ON "portal"."company_lines" ("customer_bin")
  WHERE "type" = 'PREPAID' AND "available_by_credit_limit_or_pia_balance" < 50000;
--> statement-breakpoint
DROP TRIGGER "subscribers_state_counts_insert" ON "operator"."subscribers";
--> statement-breakpoint
DROP TRIGGER "subscribers_state_counts_update" ON "operator"."subscribers";
--> statement-breakpoint
DROP TRIGGER "subscribers_state_counts_delete" ON "operator"."subscribers";
--> statement-breakpoint
DROP FUNCTION "operator"."state_counts_apply"();
--> statement-breakpoint
DROP TABLE "operator"."company_state_counts";
--> statement-breakpoint
DROP INDEX "operator"."subscribers_customer_low_prepaid_idx";

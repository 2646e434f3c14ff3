-- Decision 024: the numbers list's filters and sorts, each answered by an index within the company.
-- Every sort ends with msisdn (stable pages); nulls (no label, no balance) come last in both
-- directions, so a sortable nullable column has two indexes: one read forwards for ascending, one
-- (nulls first) read backwards for descending.
CREATE INDEX IF NOT EXISTS "subscribers_customer_state_idx" ON "operator"."subscribers" ("customer_bin", "lc_state_id", "msisdn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_tariff_idx" ON "operator"."subscribers" ("customer_bin", "tariff_id", "msisdn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_label_idx" ON "operator"."subscribers" ("customer_bin", "label" NULLS LAST, "msisdn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_label_desc_idx" ON "operator"."subscribers" ("customer_bin", "label" NULLS FIRST, "msisdn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_balance_idx" ON "operator"."subscribers" ("customer_bin", "available_by_credit_limit_or_pia_balance" NULLS LAST, "msisdn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_balance_desc_idx" ON "operator"."subscribers" ("customer_bin", "available_by_credit_limit_or_pia_balance" NULLS FIRST, "msisdn");
--> statement-breakpoint
-- rare conditions: small partial indexes
CREATE INDEX IF NOT EXISTS "subscribers_customer_pending_idx" ON "operator"."subscribers" ("customer_bin", "msisdn") WHERE "state" = 'PENDING';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_esim_idx" ON "operator"."subscribers" ("customer_bin", "msisdn") WHERE "esim";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_customer_comment_idx" ON "operator"."subscribers" ("customer_bin", "msisdn") WHERE "comment" IS NOT NULL;
--> statement-breakpoint
-- the device filter looks up live registrations by number
CREATE INDEX IF NOT EXISTS "device_registrations_live_msisdn_idx" ON "operator"."device_registrations" ("msisdn") WHERE "removed_at" IS NULL AND NOT "is_pending";

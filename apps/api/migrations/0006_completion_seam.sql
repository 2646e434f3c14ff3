-- Decision 008 (the completion seam).
-- A pending operation may be about the company rather than one number (a report build).
ALTER TABLE "operator"."pending_operations" ALTER COLUMN "msisdn" DROP NOT NULL;
--> statement-breakpoint
-- Issue 8 defect 2: products seeded as PENDING had no operation, so nothing ever completed them.
-- Each gets its operation, due now; the next start gives it a job (schedulePendingOperations).
INSERT INTO "operator"."pending_operations" ("kind", "msisdn", "subject", "payload", "due_at")
SELECT 'PRODUCT_CHANGE', sp."msisdn", sp."product_id",
  jsonb_build_object('bin', s."customer_bin", 'action', coalesce(sp."pending_action", 'ENABLE'),
    'deactivates', '[]'::jsonb, 'isReconnect', false, 'requestedBy', NULL),
  now()
FROM "operator"."subscriber_products" sp
JOIN "operator"."subscribers" s ON s."msisdn" = sp."msisdn"
WHERE sp."status" = 'PENDING'
  AND NOT EXISTS (
    SELECT 1 FROM "operator"."pending_operations" o
    WHERE o."msisdn" = sp."msisdn" AND o."kind" = 'PRODUCT_CHANGE' AND o."subject" = sp."product_id"
      AND o."status" = 'PENDING');
--> statement-breakpoint
-- Issue 8 defect 1 (spec §4 Service): renewing Atlas Pro while its add-on runs, or Internet 5 GB
-- while Atlas Pro runs, conflicts. Databases seeded before get the catalogue's new rows.
INSERT INTO "operator"."product_incompatibilities" ("product_id", "incompatible_product_id", "incompatible_type")
SELECT v.product_id, v.incompatible_product_id, 'BLOCKED'
FROM (VALUES ('PKG_ATLAS_PRO', 'PKG_ATLAS_PRO_ADDON'), ('PKG_INTERNET_5GB', 'PKG_ATLAS_PRO'))
  AS v(product_id, incompatible_product_id)
WHERE EXISTS (SELECT 1 FROM "operator"."products" p WHERE p."product_offering_id" = v.product_id)
  AND EXISTS (SELECT 1 FROM "operator"."products" p WHERE p."product_offering_id" = v.incompatible_product_id)
ON CONFLICT DO NOTHING;

-- Issue 11 (decision 017): the reference CEIR register.
-- Who holds a registration: a company (BIN) or a person (IIN). spec §8 20001 (another IIN) and 20003
-- (a non-customer company) are told apart by it.
ALTER TABLE "operator"."device_registrations" ADD COLUMN "owner_type" text DEFAULT 'BIN' NOT NULL;
--> statement-breakpoint
ALTER TABLE "operator"."device_registrations" ADD CONSTRAINT "device_registrations_owner_type_check" CHECK ("owner_type" IN ('BIN', 'IIN'));
--> statement-breakpoint
-- spec §4 Device buttons: a duplicate registration (a non-unique IMEI kept by two owners); its removal is refused (UNREG_DUPLICATE_IMEI).
ALTER TABLE "operator"."device_registrations" ADD COLUMN "is_duplicate" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Registrations seeded before for numbers outside the demo companies belong to people.
UPDATE "operator"."device_registrations" r SET "owner_type" = 'IIN'
WHERE NOT EXISTS (SELECT 1 FROM "operator"."customers" c WHERE c."bin" = r."owner_document");
--> statement-breakpoint
-- CEIR orders seeded as pending had no operation: each gets one, due now (decision 008).
INSERT INTO "operator"."pending_operations" ("kind", "msisdn", "subject", "payload", "due_at")
SELECT 'CEIR_ORDER', o."msisdn", o."id"::text,
  jsonb_build_object('bin', s."customer_bin", 'requestedBy', NULL, 'ownerDocNumber', NULL,
    'oldMsisdn', NULL, 'oldDocNumber', NULL),
  now()
FROM "operator"."ceir_orders" o
JOIN "operator"."subscribers" s ON s."msisdn" = o."msisdn"
WHERE o."state" IN ('PENDING', 'CEIR_ASYNC_ACCEPTED')
  AND NOT EXISTS (
    SELECT 1 FROM "operator"."pending_operations" p
    WHERE p."kind" = 'CEIR_ORDER' AND p."subject" = o."id"::text);

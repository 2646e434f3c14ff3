-- Decision 027: the contract phone's clock (spec §4 Contract phone) and the eSIM QR sent by SMS link
-- (spec §4 eSIM sequence).
-- A contract phone's monthly instalment falls due on the day of its start, each month; the billing
-- takes it from the number's balance. next_payment_at: the next instalment's due moment (null when
-- none is left or the contract is not running); missed_payment_at: when an instalment could not be
-- taken (the contract is SUSPENDED and the number moved to Standard Corp then).
ALTER TABLE "operator"."contract_phones" ADD COLUMN "next_payment_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operator"."contract_phones" ADD COLUMN "missed_payment_at" timestamp with time zone;
--> statement-breakpoint
-- running contracts have paid every instalment due so far: the next is the first still ahead
UPDATE "operator"."contract_phones" c SET "next_payment_at" = (
  SELECT min(d) FROM generate_series(c."start_date" + interval '1 month', c."end_date", interval '1 month') d
  WHERE d > now()
) WHERE c."status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX "contract_phones_running_idx" ON "operator"."contract_phones" USING btree ("end_date") WHERE "status" <> 'TERMINATED';
--> statement-breakpoint
-- the SMS the operator sends may carry a link (the eSIM QR page)
ALTER TABLE "operator"."sms_messages" ADD COLUMN "link" text;
--> statement-breakpoint
-- The operator's eSIM QR links (spec §4: 'the QR is sent by SMS link'): the link's secret token, the
-- activation code it shows and until when (the code's own expiry), and the device session that first
-- opened it (a hash of that browser's cookie): only that session sees the QR again.
CREATE TABLE "operator"."esim_qr_links" (
  "token" text PRIMARY KEY NOT NULL,
  "msisdn" text NOT NULL REFERENCES "operator"."subscribers"("msisdn") ON DELETE CASCADE,
  "activation_code_id" bigint NOT NULL REFERENCES "operator"."esim_activation_codes"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "opened_by" text,
  "opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "esim_qr_links_msisdn_idx" ON "operator"."esim_qr_links" USING btree ("msisdn", "created_at");

-- issue 12: balance transfers (DESIGN §3, docs/decisions/013). One row per applied transfer; the
-- client's Idempotency-Key is unique per company, so the operator applies a key at most once.
CREATE TABLE "operator"."balance_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"msisdn_from" text COLLATE "C" NOT NULL,
	"msisdn_to" text COLLATE "C" NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "balance_transfers_distinct_numbers" CHECK ("msisdn_from" <> "msisdn_to")
);
--> statement-breakpoint
ALTER TABLE "operator"."balance_transfers" ADD CONSTRAINT "balance_transfers_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transfers_key_idx" ON "operator"."balance_transfers" USING btree ("customer_bin","idempotency_key");--> statement-breakpoint
CREATE INDEX "balance_transfers_from_idx" ON "operator"."balance_transfers" USING btree ("msisdn_from","created_at");--> statement-breakpoint
CREATE INDEX "balance_transfers_to_idx" ON "operator"."balance_transfers" USING btree ("msisdn_to","created_at");

-- Decision 036: a balance transfer whose answer from the operator was lost, and which the operator
-- could not be asked about at once, waits here until the resolution job finds out (the operator's
-- TMF654 transfer list by its externalId, the client's key): then the portal records it once, as if
-- the answer had come. The client's retry with the same key settles it too.
CREATE TABLE "portal"."pending_transfers" (
	"customer_bin" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"msisdn_from" text NOT NULL,
	"msisdn_to" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "pending_transfers_pkey" PRIMARY KEY ("customer_bin", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "pending_transfers_created_at_idx" ON "portal"."pending_transfers" ("created_at");

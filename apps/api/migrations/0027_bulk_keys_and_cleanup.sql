-- Decision 023: the reference operator remembers each keyed change (a bulk job's `<jobId>:<seq>`)
-- with its first answer, in the change's own transaction, so a change asked again after its caller
-- died is answered, not applied twice. A key is unique per company.
CREATE TABLE "operator"."request_keys" (
	"customer_bin" text NOT NULL,
	"request_key" text NOT NULL,
	"method" text NOT NULL,
	"msisdn" text NOT NULL,
	-- the first answer; null only inside the transaction that is applying it
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_pkey" PRIMARY KEY ("customer_bin", "request_key")
);
--> statement-breakpoint
-- the clean-up of uploads never confirmed: the old ones first, and whether a job was made of one
CREATE INDEX "bulk_uploads_created_index" ON "portal"."bulk_uploads" ("created_at");
--> statement-breakpoint
CREATE INDEX "bulk_jobs_upload_index" ON "portal"."bulk_jobs" ("upload_id") WHERE "upload_id" IS NOT NULL;

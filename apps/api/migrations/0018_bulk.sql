-- Decision 023: bulk actions. A job per request (who, company, action, argument, state) and an item
-- per number (queued → running → done | refused | failed | skipped), worked by the job workers.
CREATE TABLE "portal"."bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "accounts"."users"("id"),
	"action" text NOT NULL,
	"argument" text,
	"state" text DEFAULT 'queued' NOT NULL,
	-- the client's Idempotency-Key and what it asked for: a re-sent request answers with this job
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"retry_of" uuid REFERENCES "portal"."bulk_jobs"("id"),
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	-- the toast: set when the starting user's browser has been told that the job ended
	"notified_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_state_check" CHECK ("state" IN ('queued', 'running', 'done', 'cancelled')),
	CONSTRAINT "bulk_jobs_key_unique" UNIQUE ("customer_bin", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "bulk_jobs_company_index" ON "portal"."bulk_jobs" ("customer_bin", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "bulk_jobs_open_index" ON "portal"."bulk_jobs" ("state") WHERE "state" IN ('queued', 'running');
--> statement-breakpoint
CREATE TABLE "portal"."bulk_job_items" (
	"job_id" uuid NOT NULL REFERENCES "portal"."bulk_jobs"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"code" text,
	-- sent with the number's request: the same item never reaches the operator twice (decision 023)
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_job_items_pkey" PRIMARY KEY ("job_id", "seq"),
	CONSTRAINT "bulk_job_items_state_check" CHECK ("state" IN ('queued', 'running', 'done', 'refused', 'failed', 'skipped'))
);
--> statement-breakpoint
-- the worker's next batch and the per-state counts and filters of a job's page
CREATE INDEX "bulk_job_items_state_index" ON "portal"."bulk_job_items" ("job_id", "state", "seq");
--> statement-breakpoint
-- the rate and time left: items finished in the last minute
CREATE INDEX "bulk_job_items_updated_index" ON "portal"."bulk_job_items" ("job_id", "updated_at");

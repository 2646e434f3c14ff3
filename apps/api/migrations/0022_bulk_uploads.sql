-- Decision 023: bulk actions from a spreadsheet. An upload keeps its checked rows until the user
-- confirms (or not); a job made of it carries each number's own action and argument.
CREATE TABLE "portal"."bulk_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "accounts"."users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bulk_uploads_company_index" ON "portal"."bulk_uploads" ("customer_bin", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "portal"."bulk_upload_rows" (
	"upload_id" uuid NOT NULL REFERENCES "portal"."bulk_uploads"("id") ON DELETE CASCADE,
	-- the row's number in the file (the header is row 1)
	"row_no" integer NOT NULL,
	-- as written in the file, and the national number read from it (null: not one)
	"number" text NOT NULL,
	"msisdn" text COLLATE "C",
	"action" text,
	"argument" text,
	-- why the row is left out; null: accepted
	"code" text,
	CONSTRAINT "bulk_upload_rows_pkey" PRIMARY KEY ("upload_id", "row_no")
);
--> statement-breakpoint
-- the duplicates check and the job's items: the accepted rows by number
CREATE INDEX "bulk_upload_rows_number_index" ON "portal"."bulk_upload_rows" ("upload_id", "msisdn", "action", "row_no");
--> statement-breakpoint
-- a job from a file: each number's own action and argument (null: the job's)
ALTER TABLE "portal"."bulk_job_items" ADD COLUMN "action" text, ADD COLUMN "argument" text;
--> statement-breakpoint
-- a job from a file with several actions has none of its own
ALTER TABLE "portal"."bulk_jobs" ALTER COLUMN "action" DROP NOT NULL,
	ADD COLUMN "upload_id" uuid REFERENCES "portal"."bulk_uploads"("id");

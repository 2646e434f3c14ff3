-- decision 010: one message per recipient, in the recipient's language, with its delivery state;
-- attachments in their own table (bytea), so listing a mailbox never reads file contents
ALTER TABLE "portal"."mail_outbox" DROP COLUMN "attachments";--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "language" text NOT NULL DEFAULT 'ru';--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "template" text NOT NULL DEFAULT 'message';--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "user_id" uuid REFERENCES "accounts"."users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "customer_bin" text;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "state" text NOT NULL DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD CONSTRAINT "mail_outbox_state_check" CHECK ("state" IN ('queued', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "attempts" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "portal"."mail_outbox" ALTER COLUMN "html_body" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_created_at_index" ON "portal"."mail_outbox" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "portal"."mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL REFERENCES "portal"."mail_outbox"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	CONSTRAINT "mail_attachments_mail_id_position_unique" UNIQUE ("mail_id", "position")
);

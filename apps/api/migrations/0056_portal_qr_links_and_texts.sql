-- Decision 034 (2026-12-02): the eSIM QR links sent by SMS and the demo's text log are the portal's.
-- The link (its secret token, the activation code it shows, its expiry, the device session that
-- opened it first) is the portal's; sending the text is the operator's (TMF681). The text log is the
-- portal's record of what it asked the operator to send.
CREATE TABLE "portal"."esim_qr_links" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"activation_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_by" text,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "esim_qr_links_msisdn_idx" ON "portal"."esim_qr_links" ("msisdn", "created_at");
--> statement-breakpoint
CREATE TABLE "portal"."sent_texts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"text" text NOT NULL,
	"link" text,
	-- the operator's id of the message (TMF681 CommunicationMessage.id)
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sent_texts_company_idx" ON "portal"."sent_texts" ("customer_bin", "created_at" DESC, "id" DESC);
--> statement-breakpoint
INSERT INTO "portal"."esim_qr_links" ("token", "customer_bin", "msisdn", "activation_code", "expires_at", "opened_by", "opened_at", "created_at")
SELECT l."token", s."customer_bin", l."msisdn", c."code", l."expires_at", l."opened_by", l."opened_at", l."created_at"
FROM "operator"."esim_qr_links" l
JOIN "operator"."subscribers" s ON s."msisdn" = l."msisdn"
JOIN "operator"."esim_activation_codes" c ON c."id" = l."activation_code_id";
--> statement-breakpoint
-- what the portal asked to send: the QR links (the secret-code and register texts are the
-- operator's own, and a secret code has no place in the portal)
INSERT INTO "portal"."sent_texts" ("customer_bin", "msisdn", "text", "link", "message_id", "created_at")
SELECT s."customer_bin", m."msisdn", m."text", m."link", m."id"::text, m."created_at"
FROM "operator"."sms_messages" m
JOIN "operator"."subscribers" s ON s."msisdn" = m."msisdn"
WHERE m."link" IS NOT NULL;
--> statement-breakpoint
DROP TABLE "operator"."esim_qr_links";
--> statement-breakpoint
ALTER TABLE "operator"."sms_messages" DROP COLUMN "link";

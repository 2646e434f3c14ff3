ALTER TABLE "accounts"."users" ALTER COLUMN "status" SET DEFAULT 'DONE';--> statement-breakpoint
-- spec §4 User status: a ready user is DONE (the web's status gate opens the app only then)
UPDATE "accounts"."users" SET "status" = 'DONE' WHERE "status" = 'ACTIVE';

-- decision 030: a user's choice to open the overview after sign-in instead of the spec's landing
-- (the numbers list); a choice of the person, so it follows them to every company they work for
ALTER TABLE "accounts"."users" ADD COLUMN "lands_on_overview" boolean DEFAULT false NOT NULL;

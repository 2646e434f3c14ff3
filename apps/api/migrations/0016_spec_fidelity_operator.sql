-- Decision 022: situations of spec §4 and §8 the reference operator now produces.
-- spec §8 'activation limit exceeded': a product may be connected at most this many times a
-- calendar month (Almaty) on one number; null: no limit.
ALTER TABLE "operator"."products" ADD COLUMN "activation_limit" integer;
--> statement-breakpoint
ALTER TABLE "operator"."products" ADD CONSTRAINT "products_activation_limit_positive" CHECK ("activation_limit" IS NULL OR "activation_limit" > 0);
--> statement-breakpoint
-- spec §8 fraud_block ('status not approved'): the operator's fraud review holds the number since
-- then; while it does, the number's services cannot change.
ALTER TABLE "operator"."subscribers" ADD COLUMN "fraud_review_since" timestamp with time zone;

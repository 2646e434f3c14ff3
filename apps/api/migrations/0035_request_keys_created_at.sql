-- decision 023: the reference operator's request keys are pruned by age
-- (operator/reference/request-keys-pruning.ts), oldest first, in batches on this index
CREATE INDEX "request_keys_created_at_idx" ON "operator"."request_keys" USING btree ("created_at");

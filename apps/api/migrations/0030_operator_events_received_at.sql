-- decision 032: the hub events' ids are pruned by age (jobs/operator-events-pruning.ts), oldest first
CREATE INDEX "operator_events_received_at_idx" ON "portal"."operator_events" USING btree ("received_at");

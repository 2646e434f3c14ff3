-- decision 032: the operator service's product orders are pruned by age once finished
-- (operator/tmf-service/order-pruning.ts), oldest first, in batches on this index
CREATE INDEX "tmf_product_orders_updated_at_idx" ON "operator"."tmf_product_orders" USING btree ("updated_at");

CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_brand_created_idx" ON "orders" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "orders_country_created_idx" ON "orders" USING btree (("shipping_address"->>'country'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree ("customer_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_public_id_prefix_idx" ON "orders" USING btree ("public_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_prefix_idx" ON "orders" USING btree (lower("customer"->>'lastName') text_pattern_ops);
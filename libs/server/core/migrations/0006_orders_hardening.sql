ALTER TABLE "orders" ADD COLUMN "vat_review" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;
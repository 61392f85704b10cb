ALTER TABLE "items" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
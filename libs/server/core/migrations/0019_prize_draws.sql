CREATE TABLE "prize_draw_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"draw" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draw_entries_unique" ON "prize_draw_entries" USING btree ("brand","draw","email");
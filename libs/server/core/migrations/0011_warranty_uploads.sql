CREATE TABLE "bike_serials" (
	"serial" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"configuration_id" text,
	"externalid" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"model" text,
	"size" text,
	"design" text,
	"groupset" text,
	"order_uuid" uuid,
	"dealer" jsonb,
	"sold_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "bike_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"serial" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"purchase_date" date NOT NULL,
	"proof_upload_id" uuid NOT NULL,
	"previously_bought_count" integer DEFAULT 0 NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"instagram_name" text,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contest_entry" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en_INT' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bike_serials" ADD CONSTRAINT "bike_serials_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_registrations" ADD CONSTRAINT "bike_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_serials_order_idx" ON "bike_serials" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_registrations_live_serial_uq" ON "bike_registrations" USING btree ("serial") WHERE "bike_registrations"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "bike_registrations_user_idx" ON "bike_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bike_registrations_status_idx" ON "bike_registrations" USING btree ("status","created_at");
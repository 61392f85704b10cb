CREATE TABLE "fanzone_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"caption" text NOT NULL,
	"concept_code" text,
	"locale" text DEFAULT 'en_INT' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fanzone_submissions_upload_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "fanzone_submissions" ADD CONSTRAINT "fanzone_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanzone_submissions" ADD CONSTRAINT "fanzone_submissions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanzone_submissions" ADD CONSTRAINT "fanzone_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fanzone_gallery_idx" ON "fanzone_submissions" USING btree ("brand","status","decided_at");--> statement-breakpoint
CREATE INDEX "fanzone_queue_idx" ON "fanzone_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fanzone_user_idx" ON "fanzone_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
-- The gallery is content: a decision or a withdrawal drops cached pages like a content edit (0009).
CREATE TRIGGER "fanzone_submissions_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fanzone_submissions" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('cache_version_content');

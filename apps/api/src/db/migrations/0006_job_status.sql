CREATE TABLE "job_status" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"jenis_sumber" text NOT NULL,
	"id_sumber" text NOT NULL,
	"id_kelas_kuliah" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"hasil" jsonb,
	"pesan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_status" ADD CONSTRAINT "job_status_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status" ADD CONSTRAINT "job_status_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_status_college_sumber_idx" ON "job_status" USING btree ("college_id","jenis","id_sumber","created_at");
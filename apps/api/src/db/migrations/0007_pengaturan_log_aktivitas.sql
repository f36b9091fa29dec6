CREATE TABLE "pengaturan" (
	"college_id" integer PRIMARY KEY NOT NULL,
	"pelaku_integrasi_nilai" jsonb,
	"pengaturan_nilai" jsonb,
	"konfigurasi" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pengaturan" ADD CONSTRAINT "pengaturan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengaturan" ADD CONSTRAINT "pengaturan_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_aktivitas_college_jenis_waktu_idx" ON "log_aktivitas" USING btree ("college_id","jenis_aktivitas","waktu");
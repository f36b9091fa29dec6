CREATE TABLE "aktivitas_kelas" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer,
	"jenis" text NOT NULL,
	"id_sumber" text NOT NULL,
	"judul" text NOT NULL,
	"waktu_mulai" timestamp with time zone,
	"waktu_selesai" timestamp with time zone,
	"syarat_hadir" boolean DEFAULT false NOT NULL,
	"dinilai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aktivitas_selesai" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pertemuan" integer,
	"id_aktivitas" integer NOT NULL,
	"jenis" text NOT NULL,
	"id_user" integer NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"sumber" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aktivitas_kelas" ADD CONSTRAINT "aktivitas_kelas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_kelas" ADD CONSTRAINT "aktivitas_kelas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_kelas" ADD CONSTRAINT "aktivitas_kelas_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_selesai" ADD CONSTRAINT "aktivitas_selesai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_selesai" ADD CONSTRAINT "aktivitas_selesai_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_selesai" ADD CONSTRAINT "aktivitas_selesai_id_aktivitas_aktivitas_kelas_id_fk" FOREIGN KEY ("id_aktivitas") REFERENCES "public"."aktivitas_kelas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivitas_selesai" ADD CONSTRAINT "aktivitas_selesai_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aktivitas_kelas_sumber_uq" ON "aktivitas_kelas" USING btree ("jenis","id_sumber");--> statement-breakpoint
CREATE INDEX "aktivitas_kelas_pertemuan_idx" ON "aktivitas_kelas" USING btree ("id_pertemuan","jenis");--> statement-breakpoint
CREATE INDEX "aktivitas_kelas_kelas_idx" ON "aktivitas_kelas" USING btree ("id_kelas_kuliah","jenis","waktu_mulai");--> statement-breakpoint
CREATE UNIQUE INDEX "aktivitas_selesai_aktivitas_user_uq" ON "aktivitas_selesai" USING btree ("id_aktivitas","id_user");--> statement-breakpoint
CREATE INDEX "aktivitas_selesai_pertemuan_user_idx" ON "aktivitas_selesai" USING btree ("id_pertemuan","id_user");--> statement-breakpoint
-- Text activities written before the registry existed become registry rows.
INSERT INTO "aktivitas_kelas" ("college_id", "id_kelas_kuliah", "id_pertemuan", "jenis", "id_sumber", "judul", "created_at", "updated_at")
SELECT t."college_id", p."id_kelas_kuliah", t."id_pertemuan", 'teks', t."id"::text, t."judul", t."created_at", t."updated_at"
FROM "pertemuan_teks" t JOIN "pertemuan" p ON p."id" = t."id_pertemuan";

CREATE TABLE "kehadiran_dosen" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"id_dosen" integer NOT NULL,
	"is_hadir" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"mulai_kuliah" timestamp with time zone,
	"selesai_kuliah" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kehadiran_mahasiswa" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"presensi" text,
	"ada_presensi" boolean DEFAULT false NOT NULL,
	"is_hadir" boolean DEFAULT false NOT NULL,
	"is_qr_code" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"progress" numeric(5, 1) DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_by_username" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kehadiran_proses" (
	"kunci" text PRIMARY KEY NOT NULL,
	"id_terakhir" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_presensi_qr" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pertemuan" integer,
	"id_user" integer NOT NULL,
	"berhasil" boolean NOT NULL,
	"alasan" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengecualian_ujian" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"alasan" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_presensi_qr" ADD CONSTRAINT "log_presensi_qr_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_presensi_qr" ADD CONSTRAINT "log_presensi_qr_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_presensi_qr" ADD CONSTRAINT "log_presensi_qr_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengecualian_ujian" ADD CONSTRAINT "pengecualian_ujian_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengecualian_ujian" ADD CONSTRAINT "pengecualian_ujian_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengecualian_ujian" ADD CONSTRAINT "pengecualian_ujian_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengecualian_ujian" ADD CONSTRAINT "pengecualian_ujian_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kehadiran_dosen_pertemuan_dosen_uq" ON "kehadiran_dosen" USING btree ("id_pertemuan","id_dosen");--> statement-breakpoint
CREATE INDEX "kehadiran_dosen_dosen_idx" ON "kehadiran_dosen" USING btree ("id_dosen");--> statement-breakpoint
CREATE UNIQUE INDEX "kehadiran_mahasiswa_pertemuan_mhs_uq" ON "kehadiran_mahasiswa" USING btree ("id_pertemuan","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "kehadiran_mahasiswa_kelas_mhs_idx" ON "kehadiran_mahasiswa" USING btree ("id_kelas_kuliah","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "kehadiran_mahasiswa_college_mhs_idx" ON "kehadiran_mahasiswa" USING btree ("college_id","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "log_presensi_qr_pertemuan_idx" ON "log_presensi_qr" USING btree ("id_pertemuan","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "pengecualian_ujian_kelas_mhs_uq" ON "pengecualian_ujian" USING btree ("id_kelas_kuliah","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "pengecualian_ujian_college_idx" ON "pengecualian_ujian" USING btree ("college_id","created_at");
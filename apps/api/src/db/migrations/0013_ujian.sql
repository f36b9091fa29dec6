CREATE TABLE "akomodasi_ujian" (
	"id_mahasiswa" integer PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"tambahan_menit" integer NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ujian" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"jenis" text NOT NULL,
	"id_ujian_utama" integer,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"sifat" text DEFAULT 'close' NOT NULL,
	"acak_soal" boolean DEFAULT false NOT NULL,
	"ditampilkan" boolean DEFAULT true NOT NULL,
	"gunakan_batas_waktu" boolean DEFAULT false NOT NULL,
	"durasi" integer,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"tampilkan_kunci_jawaban" boolean DEFAULT false NOT NULL,
	"waktu_tampil_kunci" timestamp with time zone,
	"peserta_remedial" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_tampilkan_nilai" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ujian_jawaban" (
	"id_pengerjaan" bigint NOT NULL,
	"id_soal" integer NOT NULL,
	"college_id" integer NOT NULL,
	"jawaban" jsonb,
	"seq" bigint NOT NULL,
	"diterima_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nilai" numeric(7, 2),
	CONSTRAINT "ujian_jawaban_id_pengerjaan_id_soal_pk" PRIMARY KEY("id_pengerjaan","id_soal")
);
--> statement-breakpoint
CREATE TABLE "ujian_kelompok_soal" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_ujian" integer NOT NULL,
	"urutan" smallint NOT NULL,
	"nama" text NOT NULL,
	"aturan" text DEFAULT 'semua' NOT NULL,
	"jumlah_wajib_dijawab" integer
);
--> statement-breakpoint
CREATE TABLE "ujian_pelanggaran" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pengerjaan" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"jenis" text NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"diterima_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ujian_pengerjaan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_ujian" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"batas_waktu" timestamp with time zone NOT NULL,
	"tambahan_menit" integer DEFAULT 0 NOT NULL,
	"waktu_selesai" timestamp with time zone,
	"cara_selesai" text,
	"susunan" jsonb NOT NULL,
	"soal_ids" integer[] NOT NULL,
	"jumlah_soal" integer NOT NULL,
	"terakhir_aktif" timestamp with time zone,
	"nilai_akhir" numeric(7, 2),
	"pengurangan_nilai" numeric(7, 2) DEFAULT 0 NOT NULL,
	"dinilai_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ujian_pengumuman" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_ujian" integer NOT NULL,
	"isi" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ujian_soal" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_ujian" integer NOT NULL,
	"id_kelompok" integer NOT NULL,
	"urutan" smallint NOT NULL,
	"jenis" text NOT NULL,
	"pertanyaan" text NOT NULL,
	"data" jsonb NOT NULL,
	"soal_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bobot" integer DEFAULT 1 NOT NULL,
	"id_sumber_bank_soal" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "akomodasi_ujian" ADD CONSTRAINT "akomodasi_ujian_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akomodasi_ujian" ADD CONSTRAINT "akomodasi_ujian_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akomodasi_ujian" ADD CONSTRAINT "akomodasi_ujian_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_id_ujian_utama_ujian_id_fk" FOREIGN KEY ("id_ujian_utama") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_jawaban" ADD CONSTRAINT "ujian_jawaban_id_pengerjaan_ujian_pengerjaan_id_fk" FOREIGN KEY ("id_pengerjaan") REFERENCES "public"."ujian_pengerjaan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_jawaban" ADD CONSTRAINT "ujian_jawaban_id_soal_ujian_soal_id_fk" FOREIGN KEY ("id_soal") REFERENCES "public"."ujian_soal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_jawaban" ADD CONSTRAINT "ujian_jawaban_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_kelompok_soal" ADD CONSTRAINT "ujian_kelompok_soal_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_kelompok_soal" ADD CONSTRAINT "ujian_kelompok_soal_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pelanggaran" ADD CONSTRAINT "ujian_pelanggaran_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pelanggaran" ADD CONSTRAINT "ujian_pelanggaran_id_pengerjaan_ujian_pengerjaan_id_fk" FOREIGN KEY ("id_pengerjaan") REFERENCES "public"."ujian_pengerjaan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengerjaan" ADD CONSTRAINT "ujian_pengerjaan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengerjaan" ADD CONSTRAINT "ujian_pengerjaan_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengerjaan" ADD CONSTRAINT "ujian_pengerjaan_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengerjaan" ADD CONSTRAINT "ujian_pengerjaan_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengumuman" ADD CONSTRAINT "ujian_pengumuman_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengumuman" ADD CONSTRAINT "ujian_pengumuman_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_pengumuman" ADD CONSTRAINT "ujian_pengumuman_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_soal" ADD CONSTRAINT "ujian_soal_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_soal" ADD CONSTRAINT "ujian_soal_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_soal" ADD CONSTRAINT "ujian_soal_id_kelompok_ujian_kelompok_soal_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."ujian_kelompok_soal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian_soal" ADD CONSTRAINT "ujian_soal_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ujian_college_mulai_idx" ON "ujian" USING btree ("college_id","waktu_mulai");--> statement-breakpoint
CREATE INDEX "ujian_kelas_idx" ON "ujian" USING btree ("id_kelas_kuliah","waktu_mulai");--> statement-breakpoint
CREATE INDEX "ujian_pertemuan_idx" ON "ujian" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "ujian_utama_idx" ON "ujian" USING btree ("id_ujian_utama");--> statement-breakpoint
CREATE INDEX "ujian_kelompok_soal_ujian_idx" ON "ujian_kelompok_soal" USING btree ("id_ujian","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "ujian_pelanggaran_client_uq" ON "ujian_pelanggaran" USING btree ("id_pengerjaan","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ujian_pengerjaan_ujian_user_uq" ON "ujian_pengerjaan" USING btree ("id_ujian","id_user");--> statement-breakpoint
CREATE INDEX "ujian_pengerjaan_terbuka_idx" ON "ujian_pengerjaan" USING btree ("batas_waktu") WHERE "ujian_pengerjaan"."waktu_selesai" is null;--> statement-breakpoint
CREATE INDEX "ujian_pengumuman_ujian_idx" ON "ujian_pengumuman" USING btree ("id_ujian","created_at");--> statement-breakpoint
CREATE INDEX "ujian_soal_kelompok_idx" ON "ujian_soal" USING btree ("id_kelompok","urutan");--> statement-breakpoint
CREATE INDEX "ujian_soal_ujian_idx" ON "ujian_soal" USING btree ("id_ujian");
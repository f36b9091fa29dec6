CREATE TABLE "pertemuan" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"nomor" smallint NOT NULL,
	"judul" text DEFAULT '' NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"kategori" text DEFAULT 'kuliah' NOT NULL,
	"jenis" text DEFAULT 'offline' NOT NULL,
	"status" text DEFAULT 'belum_dimulai' NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"mulai_kuliah" timestamp with time zone,
	"selesai_kuliah" timestamp with time zone,
	"id_sesi" integer,
	"id_ruangan" integer,
	"parameter_kehadiran" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"waktu_batas_aktivitas" timestamp with time zone,
	"default_deadline_materi" timestamp with time zone,
	"waktu_terakhir_update_kehadiran" timestamp with time zone,
	"peserta_hadir" integer DEFAULT 0 NOT NULL,
	"progress_peserta" numeric(5, 2) DEFAULT 0 NOT NULL,
	"started_by" integer,
	"ended_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pertemuan_teks" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"judul" text NOT NULL,
	"isi" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruangan" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"gedung" text DEFAULT '' NOT NULL,
	"kapasitas" integer DEFAULT 40 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesi_kuliah" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nama" text NOT NULL,
	"jam_mulai" time NOT NULL,
	"jam_selesai" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "komponen_nilai" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "konfigurasi" (
	"college_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"value" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rencana_evaluasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_mata_kuliah" integer NOT NULL,
	"id_komponen_nilai" integer NOT NULL,
	"bobot" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rencana_pembelajaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_mata_kuliah" integer NOT NULL,
	"pertemuan_ke" smallint NOT NULL,
	"kategori" text DEFAULT 'kuliah' NOT NULL,
	"materi" text NOT NULL,
	"materi_inggris" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"id_kelas_kuliah" text,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "import_master" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"nama_file" text NOT NULL,
	"status" text NOT NULL,
	"total_baris" integer NOT NULL,
	"baris_diterima" integer NOT NULL,
	"baris_ditolak" integer NOT NULL,
	"id_file_laporan" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kelas_jadwal" ADD COLUMN "id_ruangan" integer;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_sesi_sesi_kuliah_id_fk" FOREIGN KEY ("id_sesi") REFERENCES "public"."sesi_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_ruangan_ruangan_id_fk" FOREIGN KEY ("id_ruangan") REFERENCES "public"."ruangan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan_teks" ADD CONSTRAINT "pertemuan_teks_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan_teks" ADD CONSTRAINT "pertemuan_teks_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan_teks" ADD CONSTRAINT "pertemuan_teks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruangan" ADD CONSTRAINT "ruangan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesi_kuliah" ADD CONSTRAINT "sesi_kuliah_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "komponen_nilai" ADD CONSTRAINT "komponen_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konfigurasi" ADD CONSTRAINT "konfigurasi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_evaluasi" ADD CONSTRAINT "rencana_evaluasi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_evaluasi" ADD CONSTRAINT "rencana_evaluasi_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_evaluasi" ADD CONSTRAINT "rencana_evaluasi_id_komponen_nilai_komponen_nilai_id_fk" FOREIGN KEY ("id_komponen_nilai") REFERENCES "public"."komponen_nilai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_pembelajaran" ADD CONSTRAINT "rencana_pembelajaran_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_pembelajaran" ADD CONSTRAINT "rencana_pembelajaran_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_master" ADD CONSTRAINT "import_master_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_master" ADD CONSTRAINT "import_master_id_file_laporan_files_id_fk" FOREIGN KEY ("id_file_laporan") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_master" ADD CONSTRAINT "import_master_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pertemuan_kelas_nomor_uq" ON "pertemuan" USING btree ("id_kelas_kuliah","nomor");--> statement-breakpoint
CREATE INDEX "pertemuan_college_waktu_idx" ON "pertemuan" USING btree ("college_id","waktu_mulai");--> statement-breakpoint
CREATE INDEX "pertemuan_ruangan_waktu_idx" ON "pertemuan" USING btree ("id_ruangan","waktu_mulai");--> statement-breakpoint
CREATE INDEX "pertemuan_teks_pertemuan_idx" ON "pertemuan_teks" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE UNIQUE INDEX "ruangan_college_kode_uq" ON "ruangan" USING btree ("college_id","kode");--> statement-breakpoint
CREATE UNIQUE INDEX "konfigurasi_college_keyword_uq" ON "konfigurasi" USING btree ("college_id","keyword");--> statement-breakpoint
CREATE INDEX "rencana_evaluasi_makul_idx" ON "rencana_evaluasi" USING btree ("id_mata_kuliah");--> statement-breakpoint
CREATE UNIQUE INDEX "rencana_pembelajaran_makul_ke_uq" ON "rencana_pembelajaran" USING btree ("id_mata_kuliah","pertemuan_ke");--> statement-breakpoint
CREATE INDEX "files_college_kelas_idx" ON "files" USING btree ("college_id","id_kelas_kuliah");
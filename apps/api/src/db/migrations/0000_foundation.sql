CREATE TYPE "public"."role" AS ENUM('ROLE_MAHASISWA', 'ROLE_DOSEN', 'ROLE_OPERATOR');--> statement-breakpoint
CREATE TABLE "college_hostnames" (
	"hostname" text PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"singkatan" text NOT NULL,
	"judul" text DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"copyright" text DEFAULT '' NOT NULL,
	"url_sikad_legacy" text DEFAULT '' NOT NULL,
	"color_mode" text DEFAULT 'light' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"sapaan" text DEFAULT '' NOT NULL,
	"ukuran_max_file" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pengaturan_kelas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colleges_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"username" text NOT NULL,
	"ip_address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hak_akses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"college_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "system_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"nama" text NOT NULL,
	"gelar_depan" text DEFAULT '' NOT NULL,
	"gelar_akademik" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dosen" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nidn" text NOT NULL,
	"id_prodi" integer,
	CONSTRAINT "dosen_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "jenis_kelas" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelas_jadwal" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"hari" smallint NOT NULL,
	"jam_mulai" time NOT NULL,
	"jam_selesai" time NOT NULL,
	"ruangan" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelas_kuliah" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"id_mata_kuliah" integer NOT NULL,
	"id_label_kelas" integer NOT NULL,
	"id_jenis_kelas" integer NOT NULL,
	"status" text DEFAULT 'akan_dimulai' NOT NULL,
	"mode_kuliah" text DEFAULT 'offline' NOT NULL,
	"lingkup" text DEFAULT '' NOT NULL,
	"kapasitas" integer DEFAULT 40 NOT NULL,
	"kampus_nama" text DEFAULT '' NOT NULL,
	"banner_url" text,
	"banner_color_idx" smallint DEFAULT 0 NOT NULL,
	"silabus_teks" text DEFAULT '' NOT NULL,
	"silabus_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelas_pengajar" (
	"id_kelas_kuliah" text NOT NULL,
	"id_dosen" integer NOT NULL,
	"jabatan" text DEFAULT 'dosen' NOT NULL,
	"urutan" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "kelas_pengajar_id_kelas_kuliah_id_dosen_pk" PRIMARY KEY("id_kelas_kuliah","id_dosen")
);
--> statement-breakpoint
CREATE TABLE "kelas_peserta" (
	"id_kelas_kuliah" text NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"jabatan" text DEFAULT 'peserta' NOT NULL,
	CONSTRAINT "kelas_peserta_id_kelas_kuliah_id_mahasiswa_pk" PRIMARY KEY("id_kelas_kuliah","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "kelas_prodi" (
	"id_kelas_kuliah" text NOT NULL,
	"id_prodi" integer NOT NULL,
	CONSTRAINT "kelas_prodi_id_kelas_kuliah_id_prodi_pk" PRIMARY KEY("id_kelas_kuliah","id_prodi")
);
--> statement-breakpoint
CREATE TABLE "label_kelas" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mahasiswa" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nim" text NOT NULL,
	"id_prodi" integer,
	"angkatan" integer NOT NULL,
	CONSTRAINT "mahasiswa_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "mata_kuliah" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"nama_inggris" text DEFAULT '' NOT NULL,
	"sks" smallint NOT NULL,
	"id_prodi" integer,
	"id_dosen_koordinator" integer,
	"id_dosen_pengembang_rps" integer
);
--> statement-breakpoint
CREATE TABLE "periode" (
	"college_id" integer NOT NULL,
	"kode" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"tanggal_mulai" timestamp with time zone,
	"tanggal_selesai" timestamp with time zone,
	CONSTRAINT "periode_college_id_kode_pk" PRIMARY KEY("college_id","kode")
);
--> statement-breakpoint
CREATE TABLE "prodi" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"jenjang" text NOT NULL,
	"penandatangan" text
);
--> statement-breakpoint
CREATE TABLE "log_aktivitas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"jenis_aktivitas" text NOT NULL,
	"detail" text NOT NULL,
	"role" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"operator" text,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengumuman" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"judul" text NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"tanggal_publish" timestamp with time zone NOT NULL,
	"target" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "college_hostnames" ADD CONSTRAINT "college_hostnames_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_kelas" ADD CONSTRAINT "jenis_kelas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_jadwal" ADD CONSTRAINT "kelas_jadwal_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_label_kelas_label_kelas_id_fk" FOREIGN KEY ("id_label_kelas") REFERENCES "public"."label_kelas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_jenis_kelas_jenis_kelas_id_fk" FOREIGN KEY ("id_jenis_kelas") REFERENCES "public"."jenis_kelas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_pengajar" ADD CONSTRAINT "kelas_pengajar_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_pengajar" ADD CONSTRAINT "kelas_pengajar_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_peserta" ADD CONSTRAINT "kelas_peserta_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_peserta" ADD CONSTRAINT "kelas_peserta_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_prodi" ADD CONSTRAINT "kelas_prodi_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_prodi" ADD CONSTRAINT "kelas_prodi_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_kelas" ADD CONSTRAINT "label_kelas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_dosen_koordinator_dosen_id_fk" FOREIGN KEY ("id_dosen_koordinator") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_dosen_pengembang_rps_dosen_id_fk" FOREIGN KEY ("id_dosen_pengembang_rps") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periode" ADD CONSTRAINT "periode_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prodi" ADD CONSTRAINT "prodi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_aktivitas" ADD CONSTRAINT "log_aktivitas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_aktivitas" ADD CONSTRAINT "log_aktivitas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD CONSTRAINT "pengumuman_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD CONSTRAINT "pengumuman_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("college_id","username","ip_address","attempted_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_college_username_uq" ON "users" USING btree ("college_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "dosen_college_nidn_uq" ON "dosen" USING btree ("college_id","nidn");--> statement-breakpoint
CREATE INDEX "kelas_jadwal_kelas_idx" ON "kelas_jadwal" USING btree ("id_kelas_kuliah");--> statement-breakpoint
CREATE INDEX "kelas_kuliah_college_periode_idx" ON "kelas_kuliah" USING btree ("college_id","periode","id");--> statement-breakpoint
CREATE INDEX "kelas_kuliah_makul_idx" ON "kelas_kuliah" USING btree ("id_mata_kuliah");--> statement-breakpoint
CREATE INDEX "kelas_pengajar_dosen_idx" ON "kelas_pengajar" USING btree ("id_dosen");--> statement-breakpoint
CREATE INDEX "kelas_peserta_mahasiswa_idx" ON "kelas_peserta" USING btree ("id_mahasiswa");--> statement-breakpoint
CREATE INDEX "kelas_prodi_prodi_idx" ON "kelas_prodi" USING btree ("id_prodi");--> statement-breakpoint
CREATE UNIQUE INDEX "mahasiswa_college_nim_uq" ON "mahasiswa" USING btree ("college_id","nim");--> statement-breakpoint
CREATE UNIQUE INDEX "mata_kuliah_college_kode_uq" ON "mata_kuliah" USING btree ("college_id","kode");--> statement-breakpoint
CREATE UNIQUE INDEX "prodi_college_kode_uq" ON "prodi" USING btree ("college_id","kode");--> statement-breakpoint
CREATE INDEX "log_aktivitas_user_waktu_idx" ON "log_aktivitas" USING btree ("college_id","user_id","waktu");--> statement-breakpoint
CREATE INDEX "log_aktivitas_college_waktu_idx" ON "log_aktivitas" USING btree ("college_id","waktu");--> statement-breakpoint
CREATE INDEX "pengumuman_college_publish_idx" ON "pengumuman" USING btree ("college_id","tanggal_publish");
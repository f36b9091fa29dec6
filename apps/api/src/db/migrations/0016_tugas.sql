CREATE TABLE "tugas" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"jenis" text NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"izinkan_terlambat" boolean DEFAULT false NOT NULL,
	"batas_terlambat" timestamp with time zone,
	"pengumpulan_teks" boolean DEFAULT true NOT NULL,
	"pengumpulan_file" boolean DEFAULT true NOT NULL,
	"jenis_file_diterima" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ukuran_maks_mb" numeric(10, 2),
	"maks_file" smallint DEFAULT 5 NOT NULL,
	"nilai_maks" integer DEFAULT 100 NOT NULL,
	"syarat_hadir" boolean DEFAULT false NOT NULL,
	"tampilkan_nilai" boolean DEFAULT false NOT NULL,
	"lampiran" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tugas_kelompok" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_tugas" integer NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tugas_kelompok_anggota" (
	"id_tugas" integer NOT NULL,
	"id_kelompok" integer NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"jabatan" text DEFAULT 'anggota' NOT NULL,
	"urutan" serial NOT NULL,
	CONSTRAINT "tugas_kelompok_anggota_id_tugas_id_mahasiswa_pk" PRIMARY KEY("id_tugas","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "tugas_nilai" (
	"id_tugas" integer NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"college_id" integer NOT NULL,
	"nilai" numeric(7, 2),
	"komentar" text DEFAULT '' NOT NULL,
	"dinilai_oleh" integer,
	"dinilai_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tugas_nilai_id_tugas_id_mahasiswa_pk" PRIMARY KEY("id_tugas","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "tugas_pengumpulan" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_tugas" integer NOT NULL,
	"id_mahasiswa" integer,
	"id_kelompok" integer,
	"teks" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terlambat" boolean DEFAULT false NOT NULL,
	"dikumpulkan_oleh" integer,
	"waktu_kumpul" timestamp with time zone DEFAULT now() NOT NULL,
	"waktu_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_kelompok" ADD CONSTRAINT "tugas_kelompok_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_kelompok" ADD CONSTRAINT "tugas_kelompok_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_kelompok_anggota" ADD CONSTRAINT "tugas_kelompok_anggota_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_kelompok_anggota" ADD CONSTRAINT "tugas_kelompok_anggota_id_kelompok_tugas_kelompok_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."tugas_kelompok"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_kelompok_anggota" ADD CONSTRAINT "tugas_kelompok_anggota_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_nilai" ADD CONSTRAINT "tugas_nilai_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_nilai" ADD CONSTRAINT "tugas_nilai_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_nilai" ADD CONSTRAINT "tugas_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_nilai" ADD CONSTRAINT "tugas_nilai_dinilai_oleh_users_id_fk" FOREIGN KEY ("dinilai_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_id_kelompok_tugas_kelompok_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."tugas_kelompok"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_dikumpulkan_oleh_users_id_fk" FOREIGN KEY ("dikumpulkan_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tugas_kelas_selesai_idx" ON "tugas" USING btree ("id_kelas_kuliah","waktu_selesai");--> statement-breakpoint
CREATE INDEX "tugas_pertemuan_idx" ON "tugas" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "tugas_college_selesai_idx" ON "tugas" USING btree ("college_id","waktu_selesai");--> statement-breakpoint
CREATE UNIQUE INDEX "tugas_kelompok_nama_uq" ON "tugas_kelompok" USING btree ("id_tugas","nama");--> statement-breakpoint
CREATE INDEX "tugas_kelompok_anggota_kelompok_idx" ON "tugas_kelompok_anggota" USING btree ("id_kelompok","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "tugas_pengumpulan_mahasiswa_uq" ON "tugas_pengumpulan" USING btree ("id_tugas","id_mahasiswa") WHERE "tugas_pengumpulan"."id_mahasiswa" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tugas_pengumpulan_kelompok_uq" ON "tugas_pengumpulan" USING btree ("id_tugas","id_kelompok") WHERE "tugas_pengumpulan"."id_kelompok" is not null;
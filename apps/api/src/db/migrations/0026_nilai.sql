CREATE TABLE "nilai_kirim" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_komponen" integer NOT NULL,
	"label_komponen" text NOT NULL,
	"id_job" text,
	"created_by" integer,
	"created_by_nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nilai_kirim_baris" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_kirim" integer NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_komponen" integer NOT NULL,
	"user_id" integer NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"nama" text NOT NULL,
	"nim" text NOT NULL,
	"kunci" text NOT NULL,
	"nilai_lama" numeric(7, 2),
	"nilai_baru" numeric(7, 2) NOT NULL,
	"hasil" text DEFAULT 'menunggu' NOT NULL,
	"pesan" text,
	"dikirim_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nilai_komponen_aktivitas" (
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_komponen" integer NOT NULL,
	"jenis_aktivitas" text NOT NULL,
	"id_sumber" text NOT NULL,
	CONSTRAINT "nilai_komponen_aktivitas_id_kelas_kuliah_id_komponen_jenis_aktivitas_id_sumber_pk" PRIMARY KEY("id_kelas_kuliah","id_komponen","jenis_aktivitas","id_sumber")
);
--> statement-breakpoint
CREATE TABLE "siakad_komponen_nilai" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"jenis" text NOT NULL,
	"label" text NOT NULL,
	"bobot" numeric(7, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siakad_kunci_nilai" (
	"id_kelas_kuliah" text PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"dikunci" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siakad_nilai" (
	"id_komponen" integer NOT NULL,
	"id_mahasiswa" integer NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"nilai" numeric(7, 2),
	"update_by_sikad" boolean DEFAULT false NOT NULL,
	"kunci_terakhir" text,
	"jumlah_tulis" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siakad_nilai_id_komponen_id_mahasiswa_pk" PRIMARY KEY("id_komponen","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "siakad_waktu_entri_nilai" (
	"college_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"jenis" text NOT NULL,
	"mulai" timestamp with time zone NOT NULL,
	"selesai" timestamp with time zone NOT NULL,
	CONSTRAINT "siakad_waktu_entri_nilai_college_id_periode_jenis_pk" PRIMARY KEY("college_id","periode","jenis")
);
--> statement-breakpoint
ALTER TABLE "nilai_kirim" ADD CONSTRAINT "nilai_kirim_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_kirim" ADD CONSTRAINT "nilai_kirim_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_kirim" ADD CONSTRAINT "nilai_kirim_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_kirim_baris" ADD CONSTRAINT "nilai_kirim_baris_id_kirim_nilai_kirim_id_fk" FOREIGN KEY ("id_kirim") REFERENCES "public"."nilai_kirim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_kirim_baris" ADD CONSTRAINT "nilai_kirim_baris_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_komponen_aktivitas" ADD CONSTRAINT "nilai_komponen_aktivitas_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_komponen_aktivitas" ADD CONSTRAINT "nilai_komponen_aktivitas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_komponen_nilai" ADD CONSTRAINT "siakad_komponen_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_komponen_nilai" ADD CONSTRAINT "siakad_komponen_nilai_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_kunci_nilai" ADD CONSTRAINT "siakad_kunci_nilai_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_kunci_nilai" ADD CONSTRAINT "siakad_kunci_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_nilai" ADD CONSTRAINT "siakad_nilai_id_komponen_siakad_komponen_nilai_id_fk" FOREIGN KEY ("id_komponen") REFERENCES "public"."siakad_komponen_nilai"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_nilai" ADD CONSTRAINT "siakad_nilai_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_nilai" ADD CONSTRAINT "siakad_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siakad_waktu_entri_nilai" ADD CONSTRAINT "siakad_waktu_entri_nilai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nilai_kirim_kelas_idx" ON "nilai_kirim" USING btree ("college_id","id_kelas_kuliah","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nilai_kirim_baris_kunci_uq" ON "nilai_kirim_baris" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "nilai_kirim_baris_kelas_idx" ON "nilai_kirim_baris" USING btree ("college_id","id_kelas_kuliah","id");--> statement-breakpoint
CREATE INDEX "nilai_kirim_baris_kirim_idx" ON "nilai_kirim_baris" USING btree ("id_kirim");--> statement-breakpoint
CREATE UNIQUE INDEX "siakad_komponen_nilai_kelas_jenis_uq" ON "siakad_komponen_nilai" USING btree ("id_kelas_kuliah","jenis");--> statement-breakpoint
CREATE INDEX "siakad_nilai_kelas_idx" ON "siakad_nilai" USING btree ("id_kelas_kuliah");
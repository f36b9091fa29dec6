CREATE TABLE "materi" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"tipe_file" text NOT NULL,
	"jenis_materi" text NOT NULL,
	"id_file" uuid,
	"file_url" text,
	"durasi_detik" real,
	"waktu_mulai_tampil" timestamp with time zone NOT NULL,
	"is_syarat_hadir" boolean,
	"deadline" timestamp with time zone,
	"disalin_dari" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materi_progres" (
	"id_materi" integer NOT NULL,
	"id_user" integer NOT NULL,
	"college_id" integer NOT NULL,
	"waktu_buka" timestamp with time zone,
	"waktu_lapor" timestamp with time zone,
	"segmen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"durasi_detik" real,
	"persen" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materi_progres_id_materi_id_user_pk" PRIMARY KEY("id_materi","id_user")
);
--> statement-breakpoint
CREATE TABLE "materi_tiket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_materi" integer NOT NULL,
	"id_user" integer NOT NULL,
	"role" text NOT NULL,
	"username" text NOT NULL,
	"operator" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_id_file_files_id_fk" FOREIGN KEY ("id_file") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_progres" ADD CONSTRAINT "materi_progres_id_materi_materi_id_fk" FOREIGN KEY ("id_materi") REFERENCES "public"."materi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_progres" ADD CONSTRAINT "materi_progres_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_progres" ADD CONSTRAINT "materi_progres_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_tiket" ADD CONSTRAINT "materi_tiket_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_tiket" ADD CONSTRAINT "materi_tiket_id_materi_materi_id_fk" FOREIGN KEY ("id_materi") REFERENCES "public"."materi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_tiket" ADD CONSTRAINT "materi_tiket_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materi_pertemuan_idx" ON "materi" USING btree ("id_pertemuan","waktu_mulai_tampil");--> statement-breakpoint
CREATE INDEX "materi_kelas_idx" ON "materi" USING btree ("college_id","id_kelas_kuliah","created_at");--> statement-breakpoint
CREATE INDEX "materi_file_idx" ON "materi" USING btree ("id_file");--> statement-breakpoint
CREATE INDEX "materi_tiket_expires_idx" ON "materi_tiket" USING btree ("expires_at");

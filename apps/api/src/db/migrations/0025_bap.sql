CREATE TABLE "penandatangan_prodi" (
	"id_prodi" integer PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nip" text DEFAULT '' NOT NULL,
	"jabatan" text DEFAULT 'Ketua Program Studi' NOT NULL,
	"png_base64" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "segel_bap" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"kode" text NOT NULL,
	"varian" text NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"periode" integer NOT NULL,
	"mata_kuliah" text NOT NULL,
	"kelas" text NOT NULL,
	"pengajar" text NOT NULL,
	"hash_sha256" text NOT NULL,
	"ukuran" integer NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"dibuat_oleh" integer
);
--> statement-breakpoint
CREATE TABLE "tanda_tangan_pengguna" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"png_base64" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_bap" (
	"college_id" integer PRIMARY KEY NOT NULL,
	"isi" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "penandatangan_prodi" ADD CONSTRAINT "penandatangan_prodi_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penandatangan_prodi" ADD CONSTRAINT "penandatangan_prodi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penandatangan_prodi" ADD CONSTRAINT "penandatangan_prodi_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segel_bap" ADD CONSTRAINT "segel_bap_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segel_bap" ADD CONSTRAINT "segel_bap_dibuat_oleh_users_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tanda_tangan_pengguna" ADD CONSTRAINT "tanda_tangan_pengguna_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tanda_tangan_pengguna" ADD CONSTRAINT "tanda_tangan_pengguna_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_bap" ADD CONSTRAINT "template_bap_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_bap" ADD CONSTRAINT "template_bap_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segel_bap_kode_uq" ON "segel_bap" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "segel_bap_varian_idx" ON "segel_bap" USING btree ("college_id","varian","dibuat_pada");
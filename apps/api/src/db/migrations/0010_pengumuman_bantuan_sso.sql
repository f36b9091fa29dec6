CREATE TABLE "pengumuman_lampiran" (
	"id_pengumuman" integer NOT NULL,
	"id_file" uuid NOT NULL,
	"college_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pengumuman_lampiran_id_pengumuman_id_file_pk" PRIMARY KEY("id_pengumuman","id_file"),
	CONSTRAINT "pengumuman_lampiran_id_file_unique" UNIQUE("id_file")
);
--> statement-breakpoint
CREATE TABLE "bantuan_artikel" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer,
	"kunci" text,
	"topik" text NOT NULL,
	"judul" text NOT NULL,
	"isi" text NOT NULL,
	"peran" text[] DEFAULT '{}'::text[] NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"dokumen" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(judul, '')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(isi, ''), '<[^>]+>', ' ', 'g')), 'B')) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_klien" (
	"college_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"nama" text NOT NULL,
	"secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_klien_college_id_client_id_pk" PRIMARY KEY("college_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "sso_token_terpakai" (
	"college_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_token_terpakai_college_id_client_id_jti_pk" PRIMARY KEY("college_id","client_id","jti")
);
--> statement-breakpoint
ALTER TABLE "pengumuman" ADD COLUMN "target_prodi" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD COLUMN "dokumen" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(judul, '')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(isi, ''), '<[^>]+>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "pengumuman" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pengumuman_lampiran" ADD CONSTRAINT "pengumuman_lampiran_id_pengumuman_pengumuman_id_fk" FOREIGN KEY ("id_pengumuman") REFERENCES "public"."pengumuman"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumuman_lampiran" ADD CONSTRAINT "pengumuman_lampiran_id_file_files_id_fk" FOREIGN KEY ("id_file") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumuman_lampiran" ADD CONSTRAINT "pengumuman_lampiran_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bantuan_artikel" ADD CONSTRAINT "bantuan_artikel_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bantuan_artikel" ADD CONSTRAINT "bantuan_artikel_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bantuan_artikel" ADD CONSTRAINT "bantuan_artikel_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_klien" ADD CONSTRAINT "sso_klien_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_token_terpakai" ADD CONSTRAINT "sso_token_terpakai_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bantuan_artikel_kunci_uq" ON "bantuan_artikel" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "bantuan_artikel_college_topik_idx" ON "bantuan_artikel" USING btree ("college_id","topik","urutan");--> statement-breakpoint
CREATE INDEX "bantuan_artikel_dokumen_idx" ON "bantuan_artikel" USING gin ("dokumen");--> statement-breakpoint
CREATE INDEX "sso_token_terpakai_kedaluwarsa_idx" ON "sso_token_terpakai" USING btree ("kedaluwarsa");--> statement-breakpoint
ALTER TABLE "pengumuman" ADD CONSTRAINT "pengumuman_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pengumuman_terbit_idx" ON "pengumuman" USING btree ("college_id","tanggal_publish","id") WHERE is_published;--> statement-breakpoint
CREATE INDEX "pengumuman_dokumen_idx" ON "pengumuman" USING gin ("dokumen");
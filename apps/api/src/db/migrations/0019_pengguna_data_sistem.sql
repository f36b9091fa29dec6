CREATE TABLE "profil_pengguna" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"nik" text DEFAULT '' NOT NULL,
	"tanggal_lahir" date,
	"nama_orang_tua" text DEFAULT '' NOT NULL,
	"tanggal_lahir_orang_tua" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis_presensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kampus" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"nama" text NOT NULL,
	"alamat" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profil_pengguna" ADD CONSTRAINT "profil_pengguna_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profil_pengguna" ADD CONSTRAINT "profil_pengguna_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_presensi" ADD CONSTRAINT "jenis_presensi_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampus" ADD CONSTRAINT "kampus_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_presensi_college_kode_uq" ON "jenis_presensi" USING btree ("college_id","kode");--> statement-breakpoint
CREATE UNIQUE INDEX "kampus_college_nama_uq" ON "kampus" USING btree ("college_id",lower("nama"));--> statement-breakpoint
CREATE INDEX "users_college_role_nama_idx" ON "users" USING btree ("college_id","role",lower("nama"),"id");

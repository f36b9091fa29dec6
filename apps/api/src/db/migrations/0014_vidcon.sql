CREATE TABLE "vidcon" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"judul" text NOT NULL,
	"aplikasi" text NOT NULL,
	"link" text NOT NULL,
	"catatan" text DEFAULT '' NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vidcon_join" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_vidcon" integer NOT NULL,
	"id_user" integer NOT NULL,
	"role" text NOT NULL,
	"username" text NOT NULL,
	"waktu_join" timestamp with time zone NOT NULL,
	"waktu_join_terakhir" timestamp with time zone NOT NULL,
	"jumlah_join" integer DEFAULT 1 NOT NULL,
	"terlambat" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon_join" ADD CONSTRAINT "vidcon_join_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon_join" ADD CONSTRAINT "vidcon_join_id_vidcon_vidcon_id_fk" FOREIGN KEY ("id_vidcon") REFERENCES "public"."vidcon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon_join" ADD CONSTRAINT "vidcon_join_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vidcon_pertemuan_idx" ON "vidcon" USING btree ("id_pertemuan","waktu_mulai");--> statement-breakpoint
CREATE INDEX "vidcon_kelas_waktu_idx" ON "vidcon" USING btree ("id_kelas_kuliah","waktu_mulai");--> statement-breakpoint
CREATE INDEX "vidcon_college_waktu_idx" ON "vidcon" USING btree ("college_id","waktu_mulai");--> statement-breakpoint
CREATE UNIQUE INDEX "vidcon_join_vidcon_user_uq" ON "vidcon_join" USING btree ("id_vidcon","id_user");--> statement-breakpoint
CREATE INDEX "vidcon_join_user_idx" ON "vidcon_join" USING btree ("id_user");
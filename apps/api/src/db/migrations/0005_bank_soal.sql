CREATE TABLE "bank_soal" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"id_dosen" integer NOT NULL,
	"id_mata_kuliah" integer NOT NULL,
	"dibagikan" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_soal_soal" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_bank_soal" integer NOT NULL,
	"urutan" smallint NOT NULL,
	"jenis" text NOT NULL,
	"pertanyaan" text NOT NULL,
	"data" jsonb NOT NULL,
	"soal_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal_soal" ADD CONSTRAINT "bank_soal_soal_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal_soal" ADD CONSTRAINT "bank_soal_soal_id_bank_soal_bank_soal_id_fk" FOREIGN KEY ("id_bank_soal") REFERENCES "public"."bank_soal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal_soal" ADD CONSTRAINT "bank_soal_soal_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_soal_college_created_idx" ON "bank_soal" USING btree ("college_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_soal_makul_idx" ON "bank_soal" USING btree ("id_mata_kuliah");--> statement-breakpoint
CREATE INDEX "bank_soal_dosen_idx" ON "bank_soal" USING btree ("id_dosen");--> statement-breakpoint
CREATE INDEX "bank_soal_soal_bank_idx" ON "bank_soal_soal" USING btree ("id_bank_soal","urutan");
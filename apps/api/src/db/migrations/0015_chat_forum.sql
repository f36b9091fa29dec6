CREATE TABLE "chat_anggota" (
	"id_grup" integer NOT NULL,
	"user_id" integer NOT NULL,
	"peran" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_anggota_id_grup_user_id_pk" PRIMARY KEY("id_grup","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_baca" (
	"id_grup" integer NOT NULL,
	"user_id" integer NOT NULL,
	"id_pesan_terakhir" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_baca_id_grup_user_id_pk" PRIMARY KEY("id_grup","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_grup" (
	"pk" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id" text NOT NULL,
	"nama" text NOT NULL,
	"usage" text DEFAULT 'lms' NOT NULL,
	"konteks" text NOT NULL,
	"id_konteks" text,
	"id_kelas_kuliah" text,
	"keanggotaan" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_lampiran" (
	"id_file" uuid PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_grup" integer NOT NULL,
	"id_pesan" bigint,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_pesan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_grup" integer NOT NULL,
	"id_thread" integer NOT NULL,
	"id_induk" bigint,
	"user_id" integer,
	"isi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_thread" (
	"pk" serial PRIMARY KEY NOT NULL,
	"id_grup" integer NOT NULL,
	"id" text NOT NULL,
	"judul" text NOT NULL,
	"konteks" text,
	"id_konteks" text,
	"waktu_mulai" timestamp with time zone,
	"waktu_selesai" timestamp with time zone,
	"jumlah_pesan" integer DEFAULT 0 NOT NULL,
	"pesan_terakhir_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" integer NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"penilaian_keaktifan" boolean DEFAULT false NOT NULL,
	"minimal_post" integer DEFAULT 1 NOT NULL,
	"id_group_chat" text NOT NULL,
	"id_forum_chat" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_peserta" (
	"id_forum" integer NOT NULL,
	"user_id" integer NOT NULL,
	"peran" text NOT NULL,
	"jumlah_post" integer DEFAULT 0 NOT NULL,
	"jumlah_balasan" integer DEFAULT 0 NOT NULL,
	"pertama_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terakhir_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tercapai_at" timestamp with time zone,
	CONSTRAINT "forum_peserta_id_forum_user_id_pk" PRIMARY KEY("id_forum","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_anggota" ADD CONSTRAINT "chat_anggota_id_grup_chat_grup_pk_fk" FOREIGN KEY ("id_grup") REFERENCES "public"."chat_grup"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_anggota" ADD CONSTRAINT "chat_anggota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_baca" ADD CONSTRAINT "chat_baca_id_grup_chat_grup_pk_fk" FOREIGN KEY ("id_grup") REFERENCES "public"."chat_grup"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_baca" ADD CONSTRAINT "chat_baca_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_grup" ADD CONSTRAINT "chat_grup_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_grup" ADD CONSTRAINT "chat_grup_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_grup" ADD CONSTRAINT "chat_grup_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lampiran" ADD CONSTRAINT "chat_lampiran_id_file_files_id_fk" FOREIGN KEY ("id_file") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lampiran" ADD CONSTRAINT "chat_lampiran_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lampiran" ADD CONSTRAINT "chat_lampiran_id_grup_chat_grup_pk_fk" FOREIGN KEY ("id_grup") REFERENCES "public"."chat_grup"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lampiran" ADD CONSTRAINT "chat_lampiran_id_pesan_chat_pesan_id_fk" FOREIGN KEY ("id_pesan") REFERENCES "public"."chat_pesan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lampiran" ADD CONSTRAINT "chat_lampiran_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_id_grup_chat_grup_pk_fk" FOREIGN KEY ("id_grup") REFERENCES "public"."chat_grup"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_id_thread_chat_thread_pk_fk" FOREIGN KEY ("id_thread") REFERENCES "public"."chat_thread"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_id_induk_chat_pesan_id_fk" FOREIGN KEY ("id_induk") REFERENCES "public"."chat_pesan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pesan" ADD CONSTRAINT "chat_pesan_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread" ADD CONSTRAINT "chat_thread_id_grup_chat_grup_pk_fk" FOREIGN KEY ("id_grup") REFERENCES "public"."chat_grup"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread" ADD CONSTRAINT "chat_thread_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_peserta" ADD CONSTRAINT "forum_peserta_id_forum_forum_id_fk" FOREIGN KEY ("id_forum") REFERENCES "public"."forum"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_peserta" ADD CONSTRAINT "forum_peserta_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_anggota_user_idx" ON "chat_anggota" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_grup_college_id_uq" ON "chat_grup" USING btree ("college_id","id");--> statement-breakpoint
CREATE INDEX "chat_grup_kelas_idx" ON "chat_grup" USING btree ("id_kelas_kuliah");--> statement-breakpoint
CREATE INDEX "chat_lampiran_pesan_idx" ON "chat_lampiran" USING btree ("id_pesan");--> statement-breakpoint
CREATE INDEX "chat_lampiran_grup_user_idx" ON "chat_lampiran" USING btree ("id_grup","user_id");--> statement-breakpoint
CREATE INDEX "chat_pesan_thread_top_idx" ON "chat_pesan" USING btree ("id_thread","id") WHERE "chat_pesan"."id_induk" is null;--> statement-breakpoint
CREATE INDEX "chat_pesan_induk_idx" ON "chat_pesan" USING btree ("id_induk","id");--> statement-breakpoint
CREATE INDEX "chat_pesan_grup_idx" ON "chat_pesan" USING btree ("id_grup","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_thread_grup_id_uq" ON "chat_thread" USING btree ("id_grup","id");--> statement-breakpoint
CREATE INDEX "forum_pertemuan_idx" ON "forum" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "forum_kelas_waktu_idx" ON "forum" USING btree ("college_id","id_kelas_kuliah","waktu_mulai");
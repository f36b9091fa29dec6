CREATE TABLE "kunjungan" (
	"college_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"pertama_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kunjungan_college_id_tanggal_user_id_pk" PRIMARY KEY("college_id","tanggal","user_id")
);
--> statement-breakpoint
ALTER TABLE "kunjungan" ADD CONSTRAINT "kunjungan_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kunjungan" ADD CONSTRAINT "kunjungan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
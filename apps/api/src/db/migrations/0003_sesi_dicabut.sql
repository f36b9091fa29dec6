CREATE TABLE "sesi_dicabut" (
	"sid" uuid PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dicabut_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "operator_id" integer;--> statement-breakpoint
CREATE INDEX "sesi_dicabut_pada_idx" ON "sesi_dicabut" USING btree ("dicabut_pada");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_operator_idx" ON "refresh_tokens" USING btree ("operator_id");
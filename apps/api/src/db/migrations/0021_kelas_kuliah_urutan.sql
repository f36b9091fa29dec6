ALTER TABLE "kelas_kuliah" ADD COLUMN "mk_nama" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD COLUMN "label_nama" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "kelas_kuliah_urutan_idx" ON "kelas_kuliah" USING btree ("college_id","periode" DESC NULLS FIRST,"mk_nama","label_nama","id");
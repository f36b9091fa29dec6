ALTER TABLE "materi_progres" ADD COLUMN "selesai_pada" timestamp with time zone;

ALTER TABLE "chat_thread" DROP COLUMN "jumlah_pesan";--> statement-breakpoint
ALTER TABLE "chat_thread" DROP COLUMN "pesan_terakhir_at";
ALTER TABLE "tugas_pengumpulan" DROP CONSTRAINT "tugas_pengumpulan_id_kelompok_tugas_kelompok_id_fk";
--> statement-breakpoint
ALTER TABLE "tugas_pengumpulan" ADD CONSTRAINT "tugas_pengumpulan_id_kelompok_tugas_kelompok_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."tugas_kelompok"("id") ON DELETE cascade ON UPDATE no action;
import { registerGradeProvider } from './modules/aktivitas/grade-provider';
import { aturanBacaBankSoal } from './modules/bank-soal/bank-soal-file-akses';
import { registerKonteksChat } from './modules/chat/chat-konteks';
import { komentarKonteksChat } from './modules/chat/chat-komentar.konteks';
import { forumGradeProvider } from './modules/forum/forum.grade-provider';
import { forumKonteksChat } from './modules/forum/forum.konteks';
import { kelompokKonteksChat } from './modules/tugas/kelompok.konteks';
import { tugasGradeProvider } from './modules/tugas/tugas.grade-provider';
import { ujianGradeProvider } from './modules/ujian/ujian.grade-provider';
import { aturanBacaUjian } from './modules/ujian/ujian-file-akses';
import { registerAturanBaca } from './modules/storager/aturan-baca';

/**
 * Fills the modules' registries: a registry keeps its interface in a leaf file of the module that reads it, and
 * the modules implementing it are added here, so neither imports the other (no import circle).
 * - grade providers (modules/aktivitas/grade-provider.ts): one per graded kind, read by the gradebook.
 * - chat contexts (modules/chat/chat-konteks.ts): groups and threads other modules own.
 * - file read rules (modules/storager/aturan-baca.ts): who reads an exam's or a bank's files, by their owner.
 * Every entry point that may read them calls this first: buildApp (app.ts), startJobs (jobs/index.ts) and the demo
 * seed. Registering again changes nothing.
 */
export function registerModuleRegistries() {
  registerGradeProvider(tugasGradeProvider);
  registerGradeProvider(ujianGradeProvider);
  registerGradeProvider(forumGradeProvider);

  registerKonteksChat(komentarKonteksChat);
  registerKonteksChat(forumKonteksChat);
  registerKonteksChat(kelompokKonteksChat);

  registerAturanBaca(aturanBacaUjian);
  registerAturanBaca(aturanBacaBankSoal);
}

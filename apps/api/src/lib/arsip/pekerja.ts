import { parentPort, type MessagePort } from 'node:worker_threads';
import { durasiDariPort } from './media-pekerja';
import { jalankanTugas, type TugasTabel } from './tabel';

/** What the pool (pool.ts) asks of its thread: a table's rows, or a media file's length streamed over a port. */
export type PesanTugas = { jenis: 'tabel'; tugas: TugasTabel } | { jenis: 'media'; port: MessagePort; mime: string; size: number };

/** The parser thread: one task at a time, answered by id. */
parentPort!.on('message', (m: { id: number; pesan: PesanTugas }) => {
  const kerja = m.pesan.jenis === 'tabel' ? jalankanTugas(m.pesan.tugas) : durasiDariPort(m.pesan.port, m.pesan.mime, m.pesan.size);
  void kerja.then((hasil) => parentPort!.postMessage({ id: m.id, hasil }));
});
parentPort!.postMessage({ siap: true });

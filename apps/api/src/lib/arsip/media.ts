import type { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { jalankanDiPekerja } from './pool';

/**
 * The length in seconds of an uploaded audio or video file (its headers: MP4 moov, MP3 frames, WAV, Ogg, WebM …),
 * read by music-metadata in the parser pool: its tables (sample sizes, frame indexes) are sized by the file, so
 * they are built off the event loop, within the thread's heap and time limits. The bytes go to the thread a chunk
 * at a time as it asks for them. Null when the length cannot be read (or a limit stopped the reading).
 */
export async function bacaDurasiMedia(stream: Readable, info: { mime: string; size: number }): Promise<number | null> {
  const { port1, port2 } = new MessageChannel();
  const potongan = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let habis = false;
  port1.on('message', () => {
    if (habis) return;
    potongan.next().then(
      (r) => {
        if (r.done) {
          habis = true;
          port1.postMessage({ selesai: true });
          return;
        }
        // A chunk of its own moves to the thread; the stream's buffer may be a slice of a shared pool.
        const salinan = new Uint8Array(r.value.byteLength);
        salinan.set(r.value);
        port1.postMessage({ potong: salinan }, [salinan.buffer]);
      },
      () => {
        habis = true;
        port1.postMessage({ selesai: true });
      },
    );
  });
  try {
    return await jalankanDiPekerja<number | null>({ jenis: 'media', port: port2, mime: info.mime, size: info.size }, [port2]);
  } catch {
    return null;
  } finally {
    port1.close();
    stream.destroy();
  }
}

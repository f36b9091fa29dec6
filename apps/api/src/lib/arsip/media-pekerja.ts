import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';

/**
 * In the parser thread: the length in seconds of an audio or video file whose bytes the request side streams over
 * `port` (media.ts), one chunk per request, so the thread holds no more than the parser keeps. Null when it cannot
 * be read. music-metadata is loaded on the first media task only.
 */
export async function durasiDariPort(port: MessagePort, mime: string, size: number): Promise<number | null> {
  const { parseStream } = await import('music-metadata');
  const sumber = new Readable({
    read() {
      port.postMessage({ minta: true });
    },
  });
  port.on('message', (m: { potong?: Uint8Array; selesai?: boolean }) => {
    if (m.potong) sumber.push(Buffer.from(m.potong.buffer, m.potong.byteOffset, m.potong.byteLength));
    else sumber.push(null);
  });
  try {
    const meta = await parseStream(sumber, { mimeType: mime, size }, { skipCovers: true, skipPostHeaders: true });
    const d = meta.format.duration;
    return typeof d === 'number' && Number.isFinite(d) && d > 0 ? Math.round(d * 1000) / 1000 : null;
  } catch {
    return null;
  } finally {
    sumber.destroy();
    port.close();
  }
}

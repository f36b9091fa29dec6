import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable, type Writable } from 'node:stream';

/**
 * The backup archive is a plain POSIX tar (ustar), so an operator can list and unpack it with `tar` alone. Written
 * as a stream (the running server sends it over HTTP), read by seeking to members (a restore checks the manifest,
 * which comes last, before it loads anything). Member names are chosen by the backup (`db/<table>/<n>.jsonl.gz`,
 * `files/<n>`, `manifest.json`) and stay under ustar's 100 bytes; storage keys live in the manifest.
 */

const BLOCK = 512;
/** ustar's 11 octal digits hold sizes below 8 GiB. */
const MAX_SIZE = 8 ** 11 - 1;

/** Writes bytes to the archive's destination, resolving once the destination accepted them (backpressure). */
export type Sink = (chunk: Buffer) => Promise<void>;

/** A sink on a Writable (an HTTP response, a file stream) that waits for 'drain' and fails when it closes early. */
export function sinkOf(out: Writable): Sink {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (out.destroyed || out.writableEnded) return reject(new Error('archive destination closed'));
      if (out.write(chunk)) return resolve();
      const done = (err?: unknown) => {
        out.off('drain', onDrain);
        out.off('close', onClose);
        out.off('error', done);
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('archive destination closed'));
      out.once('drain', onDrain);
      out.once('close', onClose);
      out.once('error', done);
    });
}

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100 || name.includes('\0')) throw new Error(`tar member name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`tar member too large (${size} bytes): ${name}`);
  const h = Buffer.alloc(BLOCK);
  nameBytes.copy(h, 0);
  const octal = (value: number, offset: number, width: number) => h.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export class TarWriter {
  private readonly mtime = new Date();

  constructor(private readonly sink: Sink) {}

  /** A member from memory; returns its sha256 (hex). */
  async addBuffer(name: string, data: Buffer): Promise<string> {
    await this.sink(header(name, data.length, this.mtime));
    if (data.length) await this.sink(data);
    await this.sink(padding(data.length));
    return createHash('sha256').update(data).digest('hex');
  }

  /**
   * A member streamed from `body`, which must yield exactly `size` bytes (the size goes in the header first);
   * returns its sha256. A body that is longer or shorter fails the archive rather than corrupting it.
   */
  async addStream(name: string, size: number, body: Readable): Promise<string> {
    await this.sink(header(name, size, this.mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const c of body) {
      const chunk = Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array);
      written += chunk.length;
      if (written > size) {
        body.destroy();
        throw new Error(`${name}: more bytes than the ${size} announced`);
      }
      hash.update(chunk);
      await this.sink(chunk);
    }
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size}`);
    await this.sink(padding(size));
    return hash.digest('hex');
  }

  /** The end-of-archive marker (two zero blocks). The caller ends the destination. */
  async finish() {
    await this.sink(Buffer.alloc(BLOCK * 2));
  }
}

export type TarMember = { name: string; offset: number; size: number };

/** Every member of the tar file at `file` (name → position), reading only the headers. */
export async function indexTar(file: string): Promise<Map<string, TarMember>> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const { size: total } = await fh.stat();
    const members = new Map<string, TarMember>();
    const h = Buffer.alloc(BLOCK);
    let pos = 0;
    while (pos + BLOCK <= total) {
      const { bytesRead } = await fh.read(h, 0, BLOCK, pos);
      if (bytesRead < BLOCK) break;
      if (h.every((b) => b === 0)) return members;
      const stored = parseInt(h.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      if (stored !== sum) throw new Error(`header checksum mismatch at byte ${pos}`);
      const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseInt(h.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
      if (pos + BLOCK + size > total) throw new Error(`member ${name} is cut off`);
      if (h[156] === 0x30 || h[156] === 0) members.set(name, { name, offset: pos + BLOCK, size });
      pos += BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK);
    }
    throw new Error('no end-of-archive marker (the archive was cut off)');
  } finally {
    await fh.close();
  }
}

/** The bytes of one member as a stream. */
export function readMember(file: string, m: TarMember): Readable {
  // createReadStream's end is inclusive.
  return m.size ? fs.createReadStream(file, { start: m.offset, end: m.offset + m.size - 1 }) : Readable.from([]);
}

/** sha256 (hex) of one member. */
export async function hashMember(file: string, m: TarMember): Promise<string> {
  const hash = createHash('sha256');
  for await (const c of readMember(file, m)) hash.update(c as Buffer);
  return hash.digest('hex');
}

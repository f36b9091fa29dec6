/**
 * Sanitised question HTML (soal-html.ts: headings, bold, italic, underline, lists, links, tables, LMS images) turned
 * into pdfmake content. The tag set is closed, so a small tokenizer is enough; anything unknown becomes its text.
 */
export type PdfNode = Record<string, unknown> | string;
type Inline = { text: string; bold?: boolean; italics?: boolean; decoration?: 'underline'; link?: string; color?: string };
type Mark = { bold?: boolean; italics?: boolean; underline?: boolean; link?: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (m, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#') && e !== '#39') return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

type Token = { type: 'open' | 'close' | 'text'; tag?: string; attrs?: string; text?: string };
function tokenize(html: string): Token[] {
  const out: Token[] = [];
  const re = /<(\/?)([a-z0-9]+)([^>]*?)\/?>/gi;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m.index > last) out.push({ type: 'text', text: decode(html.slice(last, m.index)) });
    out.push({ type: m[1] ? 'close' : 'open', tag: m[2]!.toLowerCase(), attrs: m[3] ?? '' });
    if (!m[1] && ['br', 'img'].includes(m[2]!.toLowerCase())) out.push({ type: 'close', tag: m[2]!.toLowerCase() });
    last = re.lastIndex;
  }
  if (last < html.length) out.push({ type: 'text', text: decode(html.slice(last)) });
  return out;
}

const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(attrs)?.[1] ?? null;

/** Resolves an LMS image URL to a data URL (or null when it cannot be read). */
export type ImageResolver = (src: string) => Promise<string | null>;

const HEADING: Record<string, number> = { h1: 16, h2: 14, h3: 13, h4: 12 };

export async function htmlToPdf(html: string, image: ImageResolver): Promise<PdfNode[]> {
  const tokens = tokenize(html);
  let i = 0;

  async function inlineUntil(stop: string[], mark: Mark): Promise<(Inline | { image: string })[]> {
    const out: (Inline | { image: string })[] = [];
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.type === 'close' && stop.includes(t.tag!)) return out;
      if (t.type === 'open' && ['p', 'ul', 'ol', 'table', 'li', 'tr', 'td', 'th', ...Object.keys(HEADING)].includes(t.tag!) && stop.length && !stop.includes('*')) return out;
      i++;
      if (t.type === 'text') {
        if (t.text) out.push({ text: t.text, ...(mark.bold ? { bold: true } : {}), ...(mark.italics ? { italics: true } : {}), ...(mark.underline ? { decoration: 'underline' as const } : {}), ...(mark.link ? { link: mark.link, color: '#1c5fb8' } : {}) });
      } else if (t.type === 'open') {
        if (t.tag === 'br') out.push({ text: '\n' });
        else if (t.tag === 'img') {
          const src = attr(t.attrs!, 'src');
          const data = src ? await image(src) : null;
          if (data) out.push({ image: data });
        } else {
          const next: Mark = { ...mark };
          if (t.tag === 'strong' || t.tag === 'b') next.bold = true;
          if (t.tag === 'em' || t.tag === 'i') next.italics = true;
          if (t.tag === 'u') next.underline = true;
          if (t.tag === 'a') next.link = attr(t.attrs!, 'href') ?? undefined;
          out.push(...(await inlineUntil([t.tag!], next)));
          if (tokens[i]?.type === 'close' && tokens[i]?.tag === t.tag) i++;
        }
      }
    }
    return out;
  }

  /** Inline runs with images split out as their own blocks (pdfmake cannot put an image inside text). */
  const blocksOf = (runs: (Inline | { image: string })[], style: Record<string, unknown> = {}): PdfNode[] => {
    const out: PdfNode[] = [];
    let text: Inline[] = [];
    const flush = () => {
      if (text.some((r) => r.text.trim())) out.push({ text, ...style });
      text = [];
    };
    for (const r of runs) {
      if ('image' in r) {
        flush();
        out.push({ image: r.image, fit: [300, 200], margin: [0, 4, 0, 4] });
      } else text.push(r);
    }
    flush();
    return out;
  };

  async function list(tag: 'ul' | 'ol'): Promise<PdfNode> {
    const items: PdfNode[] = [];
    while (i < tokens.length && !(tokens[i]!.type === 'close' && tokens[i]!.tag === tag)) {
      const t = tokens[i]!;
      i++;
      if (t.type === 'open' && t.tag === 'li') {
        const runs = await inlineUntil(['li', '*'], {});
        if (tokens[i]?.type === 'close' && tokens[i]?.tag === 'li') i++;
        const b = blocksOf(runs);
        items.push(b.length === 1 ? b[0]! : { stack: b });
      }
    }
    i++;
    return tag === 'ul' ? { ul: items, margin: [0, 2, 0, 4] } : { ol: items, margin: [0, 2, 0, 4] };
  }

  async function table(): Promise<PdfNode | null> {
    const rows: PdfNode[][] = [];
    let row: PdfNode[] | null = null;
    while (i < tokens.length && !(tokens[i]!.type === 'close' && tokens[i]!.tag === 'table')) {
      const t = tokens[i]!;
      i++;
      if (t.type === 'open' && t.tag === 'tr') row = [];
      else if (t.type === 'close' && t.tag === 'tr' && row) {
        rows.push(row);
        row = null;
      } else if (t.type === 'open' && (t.tag === 'td' || t.tag === 'th') && row) {
        const runs = await inlineUntil([t.tag, '*'], t.tag === 'th' ? { bold: true } : {});
        if (tokens[i]?.type === 'close') i++;
        row.push({ stack: blocksOf(runs) });
      }
    }
    i++;
    const width = Math.max(0, ...rows.map((r) => r.length));
    if (width === 0) return null;
    const body = rows.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '')]);
    return { table: { body, widths: Array.from({ length: width }, () => '*') }, margin: [0, 4, 0, 6] };
  }

  const out: PdfNode[] = [];
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.type === 'open' && (t.tag === 'ul' || t.tag === 'ol')) {
      i++;
      out.push(await list(t.tag));
    } else if (t.type === 'open' && t.tag === 'table') {
      i++;
      const tb = await table();
      if (tb) out.push(tb);
    } else if (t.type === 'open' && (t.tag === 'p' || t.tag! in HEADING)) {
      i++;
      const runs = await inlineUntil([t.tag!, '*'], {});
      if (tokens[i]?.type === 'close' && tokens[i]?.tag === t.tag) i++;
      out.push(...blocksOf(runs, t.tag! in HEADING ? { fontSize: HEADING[t.tag!], bold: true, margin: [0, 2, 0, 4] } : { margin: [0, 0, 0, 4] }));
    } else if (t.type === 'close') {
      i++;
    } else {
      const runs = await inlineUntil(['p', 'ul', 'ol', 'table', ...Object.keys(HEADING)], {});
      if (runs.length === 0) i++;
      out.push(...blocksOf(runs, { margin: [0, 0, 0, 4] }));
    }
  }
  return out;
}

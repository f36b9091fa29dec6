/**
 * Sanitised question HTML (lib/soal/soal-html.ts: headings, bold, italic, underline, lists, links, tables, LMS images) turned
 * into pdfmake content. The tag set is closed, so a small tokenizer is enough; anything unknown becomes its text.
 * The BAP template (modules/bap) uses a few layout attributes on top: `align` on paragraphs, headings and cells,
 * `width` on a table's first-row cells, `width`/`height` on images, `class="tanpa-garis"` on a table (no borders)
 * and `<hr>` as a page break. Question HTML never carries them (its sanitiser drops them).
 */
export type PdfNode = Record<string, unknown> | string;
type Img = { image: string; fit?: [number, number] };
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
    if (!m[1] && ['br', 'img', 'hr'].includes(m[2]!.toLowerCase())) out.push({ type: 'close', tag: m[2]!.toLowerCase() });
    last = re.lastIndex;
  }
  if (last < html.length) out.push({ type: 'text', text: decode(html.slice(last)) });
  return out;
}

const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(attrs)?.[1] ?? null;

/** Resolves an LMS image URL to a data URL (or null when it cannot be read). */
export type ImageResolver = (src: string) => Promise<string | null>;

const HEADING: Record<string, number> = { h1: 16, h2: 14, h3: 13, h4: 12 };
const ALIGN = new Set(['left', 'center', 'right', 'justify']);
const alignOf = (attrs: string | undefined) => {
  const a = attrs ? attr(attrs, 'align')?.toLowerCase() : undefined;
  return a && ALIGN.has(a) ? { alignment: a } : {};
};
const px = (attrs: string, name: string) => {
  const n = Number(attr(attrs, name));
  return Number.isFinite(n) && n > 0 && n <= 2000 ? n : null;
};

export async function htmlToPdf(html: string, image: ImageResolver): Promise<PdfNode[]> {
  const tokens = tokenize(html);
  let i = 0;

  async function inlineUntil(stop: string[], mark: Mark): Promise<(Inline | Img)[]> {
    const out: (Inline | Img)[] = [];
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.type === 'close' && stop.includes(t.tag!)) return out;
      if (t.type === 'open' && ['p', 'ul', 'ol', 'table', 'li', 'tr', 'td', 'th', 'hr', ...Object.keys(HEADING)].includes(t.tag!) && stop.length && !stop.includes('*')) return out;
      i++;
      if (t.type === 'text') {
        if (t.text) out.push({ text: t.text, ...(mark.bold ? { bold: true } : {}), ...(mark.italics ? { italics: true } : {}), ...(mark.underline ? { decoration: 'underline' as const } : {}), ...(mark.link ? { link: mark.link, color: '#1c5fb8' } : {}) });
      } else if (t.type === 'open') {
        if (t.tag === 'br') out.push({ text: '\n' });
        else if (t.tag === 'img') {
          const src = attr(t.attrs!, 'src');
          const data = src ? await image(src) : null;
          const w = px(t.attrs!, 'width');
          const h = px(t.attrs!, 'height');
          if (data) out.push(w || h ? { image: data, fit: [w ?? h! * 2, h ?? w!] } : { image: data });
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
  const blocksOf = (runs: (Inline | Img)[], style: Record<string, unknown> = {}): PdfNode[] => {
    const out: PdfNode[] = [];
    let text: Inline[] = [];
    const flush = () => {
      if (text.some((r) => r.text.trim())) out.push({ text, ...style });
      text = [];
    };
    for (const r of runs) {
      if ('image' in r) {
        flush();
        out.push({ image: r.image, fit: r.fit ?? [300, 200], margin: [0, 4, 0, 4], ...(style.alignment ? { alignment: style.alignment } : {}) });
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

  async function table(attrs: string): Promise<PdfNode | null> {
    const rows: PdfNode[][] = [];
    const lebar: (number | null)[] = [];
    // A first row of <th> repeats on every page the table spans.
    let judul = false;
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
        if (rows.length === 0) {
          lebar.push(px(t.attrs!, 'width'));
          if (t.tag === 'th') judul = true;
        }
        row.push({ stack: blocksOf(runs, alignOf(t.attrs)) });
      }
    }
    i++;
    const width = Math.max(0, ...rows.map((r) => r.length));
    if (width === 0) return null;
    const body = rows.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '')]);
    const widths = Array.from({ length: width }, (_, k) => lebar[k] ?? '*');
    const tanpaGaris = /(^|\s)tanpa-garis(\s|$)/.test(attr(attrs, 'class') ?? '');
    return { table: { body, widths, ...(judul && rows.length > 1 ? { headerRows: 1 } : {}) }, margin: [0, 4, 0, 6], ...(tanpaGaris ? { layout: 'noBorders' } : {}) };
  }

  const out: PdfNode[] = [];
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.type === 'open' && (t.tag === 'ul' || t.tag === 'ol')) {
      i++;
      out.push(await list(t.tag));
    } else if (t.type === 'open' && t.tag === 'table') {
      i++;
      const tb = await table(t.attrs ?? '');
      if (tb) out.push(tb);
    } else if (t.type === 'open' && t.tag === 'hr') {
      i += 2;
      out.push({ text: '', pageBreak: 'after' });
    } else if (t.type === 'open' && (t.tag === 'p' || t.tag! in HEADING)) {
      i++;
      const runs = await inlineUntil([t.tag!, '*'], {});
      if (tokens[i]?.type === 'close' && tokens[i]?.tag === t.tag) i++;
      const align = alignOf(t.attrs);
      out.push(...blocksOf(runs, t.tag! in HEADING ? { fontSize: HEADING[t.tag!], bold: true, margin: [0, 2, 0, 4], ...align } : { margin: [0, 0, 0, 4], ...align }));
    } else if (t.type === 'close') {
      i++;
    } else {
      const runs = await inlineUntil(['p', 'ul', 'ol', 'table', 'hr', ...Object.keys(HEADING)], {});
      if (runs.length === 0) i++;
      out.push(...blocksOf(runs, { margin: [0, 0, 0, 4] }));
    }
  }
  return out;
}

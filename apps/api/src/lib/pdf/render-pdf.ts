import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfNode } from './html-pdf';

export type { PdfNode };

/**
 * Server-side PDF (the question bank's 'Unduh', the BAP): pdfmake with the Roboto fonts it ships, embedded so the
 * text is selectable and extractable. pdfmake may not fetch URLs or read local files other than those fonts: images
 * come in as data URLs the caller read from the LMS storage.
 */
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as {
  setFonts(f: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (p: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
};
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(FONT_DIR));

/** Points per inch (pdfmake's unit). */
export const INCH = 72;

/** Page setup a report chooses (the BAP: A4, its margins); a footer is drawn on every page. */
export type PdfPage = {
  pageSize?: 'LETTER' | 'A4';
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: [number, number, number, number];
  fontSize?: number;
  footer?: (currentPage: number, pageCount: number) => PdfNode;
};

/** Renders a pdfmake document (letter, portrait, 1 inch margins unless `page` says otherwise) to bytes. */
export function renderPdf(content: PdfNode[], title: string, page: PdfPage = {}): Promise<Buffer> {
  return pdfmake
    .createPdf({
      pageSize: page.pageSize ?? 'LETTER',
      pageOrientation: page.pageOrientation ?? 'portrait',
      pageMargins: page.pageMargins ?? [INCH, INCH, INCH, INCH],
      info: { title, creator: 'LMS' },
      defaultStyle: { font: 'Roboto', fontSize: page.fontSize ?? 11, lineHeight: 1.2 },
      ...(page.footer ? { footer: page.footer } : {}),
      content,
    })
    .getBuffer();
}


/**
 * Build-time web delivery (vite.config.ts):
 * - precompress: a brotli (.br) and a gzip (.gz) copy next to every text asset of the build, which the API's
 *   static plugin sends as is to browsers that accept them (no compression work per request);
 * - routeWeights: how much JavaScript and CSS the first visit to each listed page downloads (the entry chunk,
 *   the page's lazy chunk, and everything they import statically), raw and as transferred with brotli. Printed
 *   after every build and written to dist/.vite/route-weights.json; the build fails when a page is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this the compressed copy saves less than the extra headers cost. */
const MIN_BYTES = 1024;

const brotli = (buf: Buffer) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
    return [p];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lms-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        // A failed build writes nothing (its own error is the one to report).
        if (!fs.existsSync(outDir)) return;
        for (const file of walk(outDir)) {
          if (!TEXT.test(file) || file.endsWith('.map')) continue;
          const buf = fs.readFileSync(file);
          if (buf.length < MIN_BYTES) continue;
          fs.writeFileSync(`${file}.br`, brotli(buf));
          fs.writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        }
      },
    },
  };
}

export type RouteBudget = { route: string; page: string; maxTransferredKiB?: number };

type ChunkInfo = { fileName: string; imports: string[]; css: string[]; facade: string | null; isEntry: boolean; modules: Record<string, number> };

export function routeWeights(routes: RouteBudget[]): Plugin {
  let outDir = 'dist';
  let root = '.';
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'lms-route-weights',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
      root = c.root;
    },
    generateBundle(_opts, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          imports: item.imports,
          css: [...((item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])],
          facade: item.facadeModuleId,
          isEntry: item.isEntry,
          modules: Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [id, m.renderedLength])),
        });
      }
    },
    closeBundle: {
      order: 'post',
      handler() {
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (!entry) return;
        const closure = (start: ChunkInfo[]) => {
          const seen = new Set<string>();
          const stack = start.map((c) => c.fileName);
          while (stack.length) {
            const f = stack.pop()!;
            if (seen.has(f)) continue;
            seen.add(f);
            stack.push(...(chunks.get(f)?.imports ?? []));
          }
          const files = [...seen];
          const css = new Set(files.flatMap((f) => chunks.get(f)?.css ?? []));
          return { js: files, css: [...css] };
        };
        const size = (f: string) => {
          const p = path.join(outDir, f);
          const raw = fs.statSync(p).size;
          const br = fs.existsSync(`${p}.br`) ? fs.statSync(`${p}.br`).size : brotli(fs.readFileSync(p)).length;
          return { raw, br };
        };
        const sum = (files: string[]) => files.map(size).reduce((a, s) => ({ raw: a.raw + s.raw, br: a.br + s.br }), { raw: 0, br: 0 });
        const kib = (n: number) => (n / 1024).toFixed(1);
        const report = routes.map((r) => {
          const page = [...chunks.values()].find((c) => c.facade && path.relative(root, c.facade) === r.page);
          if (!page) throw new Error(`route-weights: tidak ada chunk untuk ${r.page}`);
          const { js, css } = closure([entry, page]);
          const j = sum(js);
          const c = sum(css);
          return { route: r.route, page: r.page, jsFiles: js, files: js.length, jsRaw: j.raw, jsBrotli: j.br, cssRaw: c.raw, cssBrotli: c.br, budgetKiB: r.maxTransferredKiB ?? null };
        });
        if (process.env.WEB_WEIGHTS_DEBUG) {
          // Which packages fill the first visit's chunks (rendered bytes before minification and compression).
          const [, beranda] = report;
          const page = [...chunks.values()].find((c) => c.facade && path.relative(root, c.facade) === routes.at(-1)!.page)!;
          const byPkg = new Map<string, number>();
          for (const f of closure([entry, page]).js) {
            for (const [id, n] of Object.entries(chunks.get(f)!.modules)) {
              const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? path.relative(root, id).split('/').slice(0, 3).join('/');
              byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + n);
            }
          }
          console.log(beranda?.route, [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, n]) => `${k} ${kib(n)}`).join('\n'));
          const byModule = closure([entry, page]).js.flatMap((f) => Object.entries(chunks.get(f)!.modules).map(([id, n]) => [path.relative(root, id), n, f] as const));
          const filter = process.env.WEB_WEIGHTS_DEBUG === '1' ? '' : process.env.WEB_WEIGHTS_DEBUG!;
          console.log(byModule.filter(([id]) => id.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([id, n, f]) => `  ${kib(n).padStart(7)} ${id}  (${f})`).join('\n'));
        }
        fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        fs.writeFileSync(path.join(outDir, '.vite/route-weights.json'), JSON.stringify(report, null, 2));
        console.log('\nFirst visit, JavaScript (+ CSS) per page, raw → brotli:');
        for (const r of report) {
          console.log(
            `  ${r.route.padEnd(10)} ${String(r.files).padStart(3)} JS files  ${kib(r.jsRaw).padStart(7)} KiB → ${kib(r.jsBrotli).padStart(6)} KiB` +
              `   CSS ${kib(r.cssRaw)} KiB → ${kib(r.cssBrotli)} KiB${r.budgetKiB ? `   (budget JS ${r.budgetKiB} KiB)` : ''}`,
          );
        }
        const over = report.filter((r) => r.budgetKiB !== null && r.jsBrotli / 1024 > r.budgetKiB);
        if (over.length) {
          const msg = `JavaScript melebihi anggaran: ${over.map((r) => `${r.route} ${kib(r.jsBrotli)} KiB > ${r.budgetKiB} KiB`).join(', ')}`;
          // A warning while modules land in parallel; WEB_BUDGET_STRICT=1 (CI) turns it into a failed build.
          if (process.env.WEB_BUDGET_STRICT === '1') throw new Error(msg);
          console.warn(`\nPERINGATAN: ${msg}`);
        }
      },
    },
  };
}

/** Initialisers that cannot have a side effect anyway (nothing to annotate). */
const PLAIN_INIT = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression', 'TemplateLiteral']);

type EsNode = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * Marks every top-level `const` initialiser of the matched modules as pure, so the bundler drops the constants
 * no page uses. For @lms/shared: its contracts are zod schemas built at module load (`z.object(...)`,
 * `base.extend(...)`, `Object.fromEntries(...)`), calls a bundler must otherwise keep in case they have side
 * effects — and with them the whole of zod, on every page. `x = EXPR` becomes `x = /* @__PURE__ *\/ (() => (EXPR))()`:
 * evaluated at the same moment as before when kept, removed when unused. Only for modules whose constants are
 * plain values (no registration or other effect at import time).
 */
export function pureModuleConstants(test: RegExp): Plugin {
  return {
    name: 'lms-pure-module-constants',
    apply: 'build',
    // After TypeScript is stripped: the code is plain JavaScript with positions to edit.
    enforce: 'post',
    transform(code, id) {
      if (!test.test(id)) return null;
      const program = this.parse(code) as unknown as { body: EsNode[] };
      const spans: [number, number][] = [];
      for (const stmt of program.body) {
        const decl = (stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt) as EsNode | null;
        if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
        for (const d of decl.declarations as { init: EsNode | null }[]) {
          if (d.init && !PLAIN_INIT.has(d.init.type)) spans.push([d.init.start, d.init.end]);
        }
      }
      if (spans.length === 0) return null;
      let out = code;
      for (const [s, e] of spans.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, s)}/* @__PURE__ */ (() => (${out.slice(s, e)}))()${out.slice(e)}`;
      return { code: out, map: null };
    },
  };
}

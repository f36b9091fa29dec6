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

/**
 * `afterPaint`: modules the page loads lazily as soon as it renders for some role (widgets behind a skeleton, such
 * as the operator's visitor chart): not part of the first load the budget counts, reported beside it so the
 * heaviest role's whole download stays visible.
 */
export type RouteBudget = { route: string; page: string; maxTransferredKiB?: number; afterPaint?: string[] };

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
          const lazy = (r.afterPaint ?? []).map((m) => {
            const chunk = [...chunks.values()].find((c) => c.facade && path.relative(root, c.facade) === m);
            if (!chunk) throw new Error(`route-weights: tidak ada chunk untuk ${m}`);
            return chunk;
          });
          const later = closure([entry, page, ...lazy]).js.filter((f) => !js.includes(f));
          const afterPaintBrotli = lazy.length ? sum(later).br : null;
          return {
            route: r.route,
            page: r.page,
            jsFiles: js,
            files: js.length,
            jsRaw: j.raw,
            jsBrotli: j.br,
            cssRaw: c.raw,
            cssBrotli: c.br,
            budgetKiB: r.maxTransferredKiB ?? null,
            afterPaintBrotli,
          };
        });
        if (process.env.WEB_WEIGHTS_DEBUG) {
          // Which packages fill the first visit's chunks (rendered bytes before minification and compression).
          // The page to break down: WEB_WEIGHTS_ROUTE (a route of the list), else /beranda; WEB_WEIGHTS_TOP modules
          // (40) whose path contains WEB_WEIGHTS_DEBUG unless it is 1.
          const beranda = report.find((r) => r.route === (process.env.WEB_WEIGHTS_ROUTE ?? '/beranda')) ?? report[0]!;
          const page = [...chunks.values()].find((c) => c.facade && path.relative(root, c.facade) === beranda.page)!;
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
          console.log(byModule.filter(([id]) => id.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.WEB_WEIGHTS_TOP ?? 40)).map(([id, n, f]) => `  ${kib(n).padStart(7)} ${id}  (${f})`).join('\n'));
        }
        fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        fs.writeFileSync(path.join(outDir, '.vite/route-weights.json'), JSON.stringify(report, null, 2));
        console.log('\nFirst visit, JavaScript (+ CSS) per page, raw → brotli:');
        for (const r of report) {
          console.log(
            `  ${r.route.padEnd(20)} ${String(r.files).padStart(3)} JS files  ${kib(r.jsRaw).padStart(7)} KiB → ${kib(r.jsBrotli).padStart(6)} KiB` +
              `   CSS ${kib(r.cssRaw)} KiB → ${kib(r.cssBrotli)} KiB${r.budgetKiB ? `   (budget JS ${r.budgetKiB} KiB)` : ''}` +
              (r.afterPaintBrotli === null ? '' : `   then ${kib(r.afterPaintBrotli)} KiB JS after the first paint`),
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

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS_ID = '\0lms-scroll-area-merge-refs';

/**
 * Mantine's ScrollArea (the side menu's, on every page) imports one hook, `useMergeRefs`, from `@floating-ui/react`.
 * A module sits in one chunk with all the code any page uses of it, so that one import put the whole positioning
 * library (what Popover, Menu, Tooltip and Select use) into the startup chunk. For that importer only, the hook
 * comes from a module of its own: @floating-ui/react 0.27's `useMergeRefs`, copied unchanged (MIT).
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'lms-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? MERGE_REFS_ID : null;
    },
    load(id) {
      if (id !== MERGE_REFS_ID) return null;
      return `import * as React from 'react';
export function useMergeRefs(refs) {
  const cleanupRef = React.useRef(undefined);
  const refEffect = React.useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => { refCallback(null); };
      }
      ref.current = instance;
      return () => { ref.current = null; };
    });
    return () => { cleanups.forEach((refCleanup) => (refCleanup == null ? void 0 : refCleanup())); };
  }, refs);
  return React.useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      if (cleanupRef.current) { cleanupRef.current(); cleanupRef.current = undefined; }
      if (value != null) cleanupRef.current = refEffect(value);
    };
  }, refs);
}
`;
    },
  };
}

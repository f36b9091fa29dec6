// Walls between modules, enforced by `npm run lint` (see CONTRIBUTING.md "Walls").
//
// walls/boundaries — who may import what:
//   web: a feature imports another feature only through its public entry `@/features/<name>` (its index.ts);
//        components/, lib/, testing/ and config/ never import a feature; app/ (the composition root) may.
//   api: a module imports another module only through its `*.service.ts` or a file the module declares public
//        in PUBLIC_API below; tests may also use another module's `*.fixtures.ts` / `*.test-helper.ts`.
//        plugins/ and lib/ never import a module; app.ts, jobs/, ops/ and test/ compose modules and may.
// walls/no-cycle — no import circle, type-only imports included: a registry keeps its interface in a leaf file
//   and is filled at the composition root.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const API_SRC = path.join(ROOT, 'apps/api/src');

/**
 * The files each API module offers other modules besides its services: the cross-module contracts of
 * ARCHITECTURE.md. Widening a module's surface is a reviewed change to this list.
 */
export const PUBLIC_API = {
  kelas: ['kelas-akses', 'halaman-segar'],
  aktivitas: ['grade-provider'],
  // The chat contexts' interface and registry (filled in registries.ts); forum and tugas implement it.
  chat: ['chat-konteks'],
  // File rows for modules that serve, stream or replace files of their own; the per-kind read-rule registry.
  storager: ['send-file', 'storager-berkas', 'aturan-baca'],
  // Account lockout as the user screens show and lift it.
  auth: ['auth-kunci'],
  // Access to a meeting, for the activities that sit in one (materi, forum, tugas, ujian, vidcon).
  pertemuan: ['pertemuan-akses'],
};

const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');

function targetOf(file, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  if (spec.startsWith('@/') && file.startsWith(WEB_SRC + path.sep)) return path.join(WEB_SRC, spec.slice(2));
  return null;
}

const stripExt = (p) => p.replace(/\.(js|ts|tsx|mjs)$/, '');
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || /[\\/]test[\\/]/.test(rel(f)) || /\.test-helper\.tsx?$/.test(f) || /\.fixtures\.tsx?$/.test(f);

function webViolation(file, target) {
  const from = rel(file).slice('apps/web/src/'.length);
  const to = rel(target).slice('apps/web/src/'.length);
  const tf = to.match(/^features\/([^/]+)(?:\/(.*))?$/);
  if (!tf) return null;
  const [, feature, rest] = tf;
  const ff = from.match(/^features\/([^/]+)\//);
  if (ff && ff[1] === feature) return null;
  if (from.startsWith('app/')) return null;
  if (!ff) return `${from.split('/')[0]}/ is shared by every feature and must not import the feature '${feature}'`;
  if (rest === undefined || stripExt(rest) === 'index') return null;
  return `feature '${ff[1]}' reaches into '${to}'; import '@/features/${feature}' (its public index.ts) instead`;
}

function apiViolation(file, target) {
  const from = rel(file).slice('apps/api/src/'.length);
  const to = rel(target).slice('apps/api/src/'.length);
  const tm = to.match(/^modules\/([^/]+)\/(.+)$/);
  if (!tm) return null;
  const [, mod, inner] = tm;
  const fm = from.match(/^modules\/([^/]+)\//);
  if (fm && fm[1] === mod) return null;
  if (from.startsWith('plugins/') && !isTest(file)) return `plugins never import modules ('${to}')`;
  if (from.startsWith('lib/') && !isTest(file)) return `lib/ is below the modules and must not import '${to}'`;
  if (!fm) return null;
  const base = stripExt(inner);
  if (base.endsWith('.service')) return null;
  if ((PUBLIC_API[mod] ?? []).includes(base)) return null;
  if (isTest(file) && /\.(fixtures|test-helper)$/.test(base)) return null;
  return `module '${fm[1]}' reaches into '${to}'; use a service of '${mod}' or a file it declares public (PUBLIC_API in scripts/eslint-walls.js)`;
}

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'imports between features/modules go through their public surface' } },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(file, source.value);
      if (!target) return;
      let msg = null;
      if (file.startsWith(WEB_SRC + path.sep)) msg = webViolation(file, target);
      else if (file.startsWith(API_SRC + path.sep)) msg = apiViolation(file, target);
      if (msg) context.report({ node: source, message: msg });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source),
      ExportNamedDeclaration: (n) => check(n, n.source),
      ExportAllDeclaration: (n) => check(n, n.source),
      ImportExpression: (n) => check(n, n.source),
    };
  },
};

// ---- cycles: one graph of the workspace's own files, built once per lint run ----

const EXTS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveFile(file, spec) {
  let base = targetOf(file, spec);
  if (!base) return null;
  base = base.replace(/\.js$/, '');
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base;
  for (const x of EXTS) if (fs.existsSync(base + x)) return base + x;
  return null;
}

let graph = null;
let cyclic = null;
function importsOf(file) {
  const src = fs.readFileSync(file, 'utf8');
  // Dynamic import() is a lazy edge (code splitting); it does not make a load-order circle.
  const info = ts.preProcessFile(src, true, false);
  return info.importedFiles.map((i) => resolveFile(file, i.fileName)).filter(Boolean);
}
function buildGraph() {
  graph = new Map();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) graph.set(p, importsOf(p));
    }
  };
  for (const d of ['apps/api/src', 'apps/api/test', 'apps/web/src', 'packages/shared/src']) {
    if (fs.existsSync(path.join(ROOT, d))) walk(path.join(ROOT, d));
  }
  // Tarjan: every file in a strongly connected component of more than one file sits on a circle.
  let i = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  cyclic = new Map();
  const visit = (v) => {
    index.set(v, i);
    low.set(v, i++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) {
        const set = new Set(comp);
        for (const f of comp) cyclic.set(f, set);
      }
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
}

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'no import circles between files' } },
  create(context) {
    if (!graph) buildGraph();
    const file = context.filename;
    const comp = cyclic.get(file);
    if (!comp) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveFile(file, source.value);
      if (target && comp.has(target)) {
        const others = [...comp].filter((f) => f !== file).map(rel);
        context.report({ node: source, message: `import circle: '${rel(target)}' leads back here (circle of ${comp.size}: ${others.slice(0, 4).join(', ')}${others.length > 4 ? ', …' : ''})` });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
    };
  },
};

export default { rules: { boundaries, 'no-cycle': noCycle } };

/**
 * Where the CPU time of a .cpuprofile goes (e.g. one written by `BENCH_CPU_PROF=… npx tsx bench/load.bench.ts`):
 * self time grouped by package / project file / Node internals, and the top functions. Idle time is left out.
 * Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=20]
 */
import fs from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const top = Number(topArg ?? 20);
const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));

function group(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith('node:')) {
    const mod = url.slice(5).replace(/^internal\//, '');
    return `node:${/^(net|stream|streams|http|_http|tls|dns)/.test(mod) ? 'net/http/stream' : mod.split('/')[0]}`;
  }
  const app = /apps\/api\/src\/(.*)$/.exec(url) ?? /packages\/shared\/src\/(.*)$/.exec(url);
  return app ? `project ${app[1]}` : url;
}

const groups = new Map<string, number>();
const fns = new Map<string, number>();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!;
  if (n.callFrame.functionName === '(idle)') continue;
  total += us;
  const g = group(n);
  groups.set(g, (groups.get(g) ?? 0) + us);
  const f = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*apps\/api\//, '')}:${n.callFrame.lineNumber + 1}`;
  fns.set(f, (fns.get(f) ?? 0) + us);
}
const show = (m: Map<string, number>) =>
  [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, us]) => `| ${k} | ${(us / 1000).toFixed(0)} | ${((100 * us) / total).toFixed(1)}% |`);
console.log(`Busy CPU ${(total / 1e6).toFixed(2)} s (idle excluded)\n\n| where (self time) | ms | share |\n|---|---:|---:|`);
console.log(show(groups).join('\n'));
console.log(`\n| function | ms | share |\n|---|---:|---:|`);
console.log(show(fns).join('\n'));

// Refuses a change to a migration that is already committed (run by `npm run lint`).
//
// A database applies a migration once and records it, so editing a committed migration file changes nothing on the
// databases that already ran it: they silently differ from new ones. The check therefore reads the truth from git
// history, with nothing to keep up to date by hand: every migration file (SQL and meta/*_snapshot.json) that some
// commit added must be byte-identical in the working tree to the content of the commit that first added it
// (`git log --diff-filter=A`), and must not be deleted; this catches an edit whether it is uncommitted, staged or
// in a later commit of the branch. The journal (meta/_journal.json) changes with every new migration, so for it every
// version in history and the working tree must keep the previous version's entries unchanged and only append, and an
// appended entry's `when` must be later than every earlier one (drizzle's migrator skips a migration whose `when` is
// not after the last applied one). Edits made before this check existed are accepted only in the exact content
// listed in GRANDFATHERED, with the reason. A new migration needs nothing here. It needs the full history: a shallow
// clone is skipped with a warning (fetch the full history to run it).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const DIR = 'apps/api/src/db/migrations';
const JOURNAL = `${DIR}/meta/_journal.json`;

/** Committed migration files edited after their commit, accepted in this content only (sha256 of the file). */
const GRANDFATHERED = {
  [`${DIR}/0028_versi_aktivitas.sql`]: {
    sha256: 'ae3c55ded3c42ee8f843b165e348c723a0b0336ecf101baeec6457affdaaa949',
    why: 'added in 55902e9, then 63d6b3c appended the username to the users trigger and two indexes',
  },
  [`${DIR}/meta/0028_snapshot.json`]: {
    sha256: 'c0ac9700b4e55d8ddbcf5a6d99c5c27ca0d1f3e07a5c413a43bf81cedad936a7',
    why: 'the snapshot of the same edit (63d6b3c)',
  },
};

/** Journal entries whose `when` is not after an earlier entry's, accepted (the migrator applies them: db/client.ts). */
const WHEN_GRANDFATHERED = { '0029_versi_nilai': 'its `when` (1795486389061) is before 0028\'s (1795500000000)' };

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'buffer', maxBuffer: 64 << 20 });
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');
const errors = [];

try {
  git('rev-parse', '--is-inside-work-tree');
} catch {
  console.warn('migrations-immutable: not a git work tree, skipped');
  process.exit(0);
}
if (git('rev-parse', '--is-shallow-repository').toString().trim() === 'true') {
  // A shallow clone cannot tell when a file was added; say so loudly instead of failing a checkout we cannot judge.
  console.warn('migrations-immutable: PERINGATAN — shallow clone, history unavailable; check skipped (fetch the full history to run it)');
  process.exit(0);
}

// The commit that first added each migration file: `git log` lists newest first, so the last match wins.
const added = new Map();
let commit = '';
for (const line of git('log', '--diff-filter=A', '--format=%x00%H', '--name-only', '--', DIR).toString().split('\n')) {
  if (line.startsWith('\0')) commit = line.slice(1);
  else if (line && line !== JOURNAL) added.set(line, commit);
}

for (const [file, sha] of [...added].sort()) {
  const abs = path.join(ROOT, file);
  if (!fs.existsSync(abs)) {
    errors.push(`${file}: committed in ${sha.slice(0, 7)} and deleted`);
    continue;
  }
  const now = fs.readFileSync(abs);
  if (now.equals(git('show', `${sha}:${file}`))) continue;
  const g = GRANDFATHERED[file];
  if (g && sha256(now) === g.sha256) continue;
  errors.push(`${file}: differs from its commit ${sha.slice(0, 7)}; add a new migration instead of editing this one`);
}

// The journal: every version, oldest first, then the working tree.
const versions = git('log', '--reverse', '--format=%H', '--', JOURNAL)
  .toString()
  .split('\n')
  .filter(Boolean)
  .map((sha) => ({ name: sha.slice(0, 7), text: git('show', `${sha}:${JOURNAL}`).toString() }));
versions.push({ name: 'working tree', text: fs.readFileSync(path.join(ROOT, JOURNAL), 'utf8') });
let previous = [];
for (const v of versions) {
  const entries = JSON.parse(v.text).entries;
  previous.forEach((e, i) => {
    if (JSON.stringify(entries[i]) !== JSON.stringify(e)) errors.push(`${JOURNAL} (${v.name}): entry ${e.tag} changed or removed; entries may only be appended`);
  });
  for (let i = previous.length; i < entries.length; i++) {
    const latest = Math.max(0, ...entries.slice(0, i).map((e) => e.when));
    if (entries[i].when <= latest && !WHEN_GRANDFATHERED[entries[i].tag])
      errors.push(`${JOURNAL} (${v.name}): ${entries[i].tag} has when ${entries[i].when}, not after ${latest}; the migrator would skip it on a database migrated further`);
  }
  previous = entries;
}

if (errors.length > 0) {
  console.error(`migrations-immutable: ${errors.length} problem(s)\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`migrations-immutable: ${added.size} committed migration files unchanged, journal append-only`);

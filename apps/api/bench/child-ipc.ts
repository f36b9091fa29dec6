/** The benches that split themselves into processes (one file, a role per process) talk over Node's IPC with these. */
import { fork, type ChildProcess } from 'node:child_process';

export type Msg = { type: string; [k: string]: unknown };

/** Forks `file` again as a child with `roleVar` = role (the file's entry reads it to pick its part). */
export function forkRole(file: string, roleVar: string, role: string, env: Record<string, string> = {}): ChildProcess {
  return fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, [roleVar]: role },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Sends `send` (if any) and resolves with the child's first message of type `reply`; rejects if the child exits first. */
export function ask<T extends Msg>(c: ChildProcess, send: Msg | null, reply: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`proses anak berhenti (exit ${code}) sebelum '${reply}'`));
    const on = (m: Msg) => {
      if (m.type !== reply) return;
      c.off('message', on);
      c.off('exit', onExit);
      resolve(m as T);
    };
    c.on('message', on);
    c.once('exit', onExit);
    if (send) c.send(send);
  });
}

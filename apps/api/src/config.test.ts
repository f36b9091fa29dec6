import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('listens with a backlog of 4,096 unless LISTEN_BACKLOG says otherwise, and refuses a backlog under 1', () => {
    expect(loadConfig({}).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: '1024' }).listenBacklog).toBe(1024);
    expect(() => loadConfig({ LISTEN_BACKLOG: '0' })).toThrow();
    expect(() => loadConfig({ LISTEN_BACKLOG: 'banyak' })).toThrow();
  });

  it('turns the worker on for the embedded database and off for PostgreSQL unless RUN_WORKER is given', () => {
    expect(loadConfig({}).runWorker).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).runWorker).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', RUN_WORKER: 'true' }).runWorker).toBe(true);
  });
});

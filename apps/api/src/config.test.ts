import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('listens with a backlog of 4,096 unless LISTEN_BACKLOG says otherwise, and refuses a backlog under 1', () => {
    expect(loadConfig({}).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: '1024' }).listenBacklog).toBe(1024);
    expect(() => loadConfig({ LISTEN_BACKLOG: '0' })).toThrow();
    expect(() => loadConfig({ LISTEN_BACKLOG: 'banyak' })).toThrow();
  });

  it('reads the operations settings: shutdown time, metrics access, worker heartbeat age', () => {
    const d = loadConfig({});
    expect([d.shutdownTimeoutMs, d.metricsToken, d.metricsAllow, d.workerHeartbeatMaxAgeS]).toEqual([20_000, undefined, [], 60]);
    const c = loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000', METRICS_TOKEN: 'x', METRICS_ALLOW: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8', WORKER_HEARTBEAT_MAX_AGE_S: '0' });
    expect([c.shutdownTimeoutMs, c.metricsToken, c.metricsAllow, c.workerHeartbeatMaxAgeS]).toEqual([5000, 'x', ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'], 0]);
    for (const bad of ['kampus.ac.id', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) expect(() => loadConfig({ METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow();
  });

  it('turns the worker on for the embedded database and off for PostgreSQL unless RUN_WORKER is given', () => {
    expect(loadConfig({}).runWorker).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).runWorker).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', RUN_WORKER: 'true' }).runWorker).toBe(true);
  });
});

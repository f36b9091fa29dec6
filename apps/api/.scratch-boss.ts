import PgBoss from 'pg-boss';
import { createDatabase } from './src/db/client';

const database = await createDatabase({ memory: true });
await database.migrate();
const multi = (text: string, values?: unknown[]) => (!values || values.length === 0) && text.includes(';');
const boss = new PgBoss({
  db: {
    executeSql: async (text: string, values: unknown[]) => {
      if ((!values || values.length === 0)) {
        try { if (text.trim().replace(/;\s*$/, '').includes(';')) { await database.exec(text); return { rows: [] }; } return await database.query(text); }
        catch (e) { console.error('SQL FAIL', text.slice(0, 300)); throw e; }
      }
      try { return await database.query(text, values); } catch (e) { console.error('SQL FAIL', text.slice(0, 300), values); throw e; }
    },
  },
  schedule: true,
  supervise: true,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
} as never);
boss.on('error', (e) => console.error('boss error', e));
await boss.start();
console.log('started');
await boss.createQueue('t1');
await boss.work('t1', { pollingIntervalSeconds: 0.5 } as never, async (jobs) => { console.log('got', jobs.map((j) => j.data)); });
const id = await boss.send('t1', { a: 1 });
console.log('sent', id);
await boss.schedule('t1', '*/15 * * * *', { b: 2 });
console.log('schedules', await boss.getSchedules());
await new Promise((r) => setTimeout(r, 3000));
console.log('job', await boss.getJobById('t1', id!));
await boss.stop({ graceful: true, wait: true } as never);
await database.close();
console.log('done');

import { loadConfig } from '../../config';
import { createDatabase } from '../client';
import { createStorage } from '../../plugins/storage';
import { seedDemoFiles } from './files';
import { seedDemoIfEmpty } from './index';

/** `npm run seed`: migrate, then seed the demo campus if the database is empty. */
const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (await seedDemoIfEmpty(database.db)) {
  await seedDemoFiles({ db: database.db, storage: createStorage(config) });
  console.log('Kampus demo berhasil diisi.');
} else {
  console.log('Basis data sudah berisi data; seed dilewati.');
}
await database.close();

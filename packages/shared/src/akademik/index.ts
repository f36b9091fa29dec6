export * from './schemas';
export * from './import-master';

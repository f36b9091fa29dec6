export * from './schemas';
export * from './impor';

export * from './permission';
export * from './schemas';

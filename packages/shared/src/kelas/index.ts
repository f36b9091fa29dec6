export * from './schemas';
export * from './query';
export * from './detail';

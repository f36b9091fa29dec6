export * from './model';
export * from './rules';
export * from './schemas';

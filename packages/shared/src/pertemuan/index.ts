export * from './waktu';
export * from './generate';
export * from './rules';
export * from './schemas';

export * from './model';
export * from './nilai';
export * from './nilai-schemas';
export * from './rules';
export * from './schemas';
export * from './statistik';

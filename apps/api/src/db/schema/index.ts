export * from './tenant';
export * from './users';
export * from './akademik';
export * from './aktivitas';

export * from './common';
export * from './akses';
export * from './auth';
export * from './multisite';

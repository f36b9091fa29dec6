export * from './common';
export * from './akses';
export * from './auth';
export * from './multisite';
export * from './sistem';
export * from './beranda';
export * from './kelas';
export * from './oauth';

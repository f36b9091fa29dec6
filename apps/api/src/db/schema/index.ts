export * from './tenant';
export * from './users';
export * from './akademik';
export * from './aktivitas';
export * from './pertemuan';
export * from './silabus';
export * from './storage';

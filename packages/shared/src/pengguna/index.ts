export * from './validasi';
export * from './akses-form';
export * from './schemas';

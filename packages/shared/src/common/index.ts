export * from './envelope';
export * from './errors';
export * from './messages';
export * from './limits';
export * from './batas-input';

export * from './envelope';
export * from './errors';
export * from './messages';
export * from './limits';

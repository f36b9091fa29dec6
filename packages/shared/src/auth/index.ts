export * from './schemas';
export * from './login-as';

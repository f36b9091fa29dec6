export * from './schemas';
export * from './login-as';
export * from './kunci-login';

export * from './page-module';
export * from './shop-context';
export * from './shop-link';
export * from './session-cookie';

export * from './button';
export * from './card';
export * from './confirm-dialog';
export * from './feedback';
export * from './page-header';
export * from './product-image';
export * from './translated-resolver';

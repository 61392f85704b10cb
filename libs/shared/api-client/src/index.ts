export * from './api-client';
export * from './content-client';
export * from './catalogue-calls';
export * from './order-calls';

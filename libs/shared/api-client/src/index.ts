export * from './api-client';
export * from './content-client';

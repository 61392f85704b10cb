export * from './atoms';
export * from './cart-rules';
export * from './location-rules';
export * from './persistence';
export * from './storage-keys';
export { createStore, Provider as ShopStoreProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';

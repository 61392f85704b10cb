import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, ContentClient } from '@bike/shared/api-client';

/** What the shell tells every page: where we are (locale, brand) and how to reach the API. */
export interface ShopContextValue {
  locale: string;
  language: string;
  country: string;
  currency: string;
  brand: string;
  brandName: string;
  api: ApiClient;
  content: ContentClient;
  preview: boolean;
  /**
   * Starts loading what a link's page needs (its remote and page chunk) when the visitor shows
   * intent (hover, focus, touch). Supplied by the shell in the browser; absent on the server.
   */
  prefetch?: (path: string) => void;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopContextProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside the shell (ShopContextProvider)');
  return value;
}

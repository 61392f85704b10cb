import type { ReactNode } from 'react';
import type { createStore } from 'jotai';
import { ShopIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { ShopStoreProvider } from '@bike/shared/store';
import { ShellEnvProvider, type ShellEnv } from './shell-env';

/** The same provider tree on the server and in the browser, so hydration matches. */
export function ShellProviders(props: {
  env: ShellEnv;
  store: ReturnType<typeof createStore>;
  shop: ShopContextValue;
  messages: Catalogue;
  children: ReactNode;
}) {
  return (
    <ShellEnvProvider value={props.env}>
      <ShopStoreProvider store={props.store}>
        <ShopIntlProvider locale={props.shop.locale} messages={props.messages}>
          <ShopContextProvider value={props.shop}>{props.children}</ShopContextProvider>
        </ShopIntlProvider>
      </ShopStoreProvider>
    </ShellEnvProvider>
  );
}

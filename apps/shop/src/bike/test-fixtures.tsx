import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '../testing';
import type { Item } from '@bike/shared/domain';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { createStore, ShopStoreProvider } from '@bike/shared/store';

/** A priced bike as the items call returns it (test data only). */
export function bikeFixture(overrides: Partial<Item> = {}): Item {
  return {
    id: 1, externalid: 'ARD-HELIX-SL-KDR12-P1215', title: 'Ardenne Helix SL Kadans Race 2x12',
    description: 'The Helix SL in navy / flamingo pink.', category: 'bikes', familycode: 'helix', brandkey: 'ardenne',
    range: 'Endurance', rangeCode: 'ENDU', frame_family: 'Helix frame', itemtype: 'bike', platform: 'ARD-HELIX-SL',
    groupset: 'Kadans Race 2x12', groupsetCode: 'KDR12', paint_des: 'Navy / Flamingo Pink', size: null, qty: 17,
    image: '/media/bikes/road/1c2a4a-e45b9c.svg',
    sizes: [
      { id: 1, size: 'S', externalid: 'ARD-HELIX-SL-KDR12-P1215-S' },
      { id: 2, size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M' },
    ],
    attributes: { category: 'bikes', groupset: 'KDR12', colour: 'navy', frame_size: 'S|M', item_brand: 'ardenne', bike_category: 'road' },
    $$price: { msrp: 4299, oldmsrp: null, currency: 'EUR', voucher: null },
    availability: 'onstock', workdays: 0, navisioncampaign: null, voucherbannerimage: null, vouchertext: null, vouchercountry: null,
    ...overrides,
  };
}

export function renderShell(children: ReactNode, { locale = 'en_INT', store = createStore() }: { locale?: string; store?: ReturnType<typeof createStore> } = {}) {
  const [language, country] = locale.split('_');
  const shop = { locale, language, country, currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };
  return {
    store,
    ui: (
      <MemoryRouter>
        <ShopStoreProvider store={store}>
          <ShopContextProvider value={shop}>
            <IntlProvider locale={language} messages={en}>{children}</IntlProvider>
          </ShopContextProvider>
        </ShopStoreProvider>
      </MemoryRouter>
    ),
  };
}

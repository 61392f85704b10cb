import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '../testing';
import type { Item, StockFilterAnswer, StockMarker } from '@bike/shared/domain';
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

/** One dealer of the stock markers call (test data only). */
export function stockMarkerFixture(overrides: Partial<StockMarker> = {}): StockMarker {
  return {
    dealerId: 1, cusid: 'C001', extid: 'E001', slug: 'velo-peeters-beringen', name: 'Velo Peeters', city: 'Beringen', country: 'BE', type: 'dealer',
    distance: 2.44, lat: 51.05, lng: 5.19, marker: 'stock', qty: 2, modelQty: 3, workdays: 1,
    ...overrides,
  };
}

/** The stock markers answer for the bike in any size: nearest first, one dealer of each kind. */
export function stockMarkersFixture(overrides: Partial<StockFilterAnswer> = {}): StockFilterAnswer {
  return {
    externalid: 'ARD-HELIX-SL-KDR12-P1215', size: null, factory: { qty: 4, workdays: 2 },
    dealers: [
      stockMarkerFixture(),
      stockMarkerFixture({ dealerId: 2, slug: 'fietsen-janssens', name: 'Fietsen Janssens', city: 'Hasselt', distance: 14.6, marker: 'nostock', qty: 0, modelQty: 0, workdays: null }),
      stockMarkerFixture({ dealerId: 3, slug: 'cycles-dubois', name: 'Cycles Dubois', city: 'Diest', distance: 18.2, marker: 'other_design', qty: 0, modelQty: 0, workdays: null }),
      stockMarkerFixture({ dealerId: 4, slug: 'bike-center-genk', name: 'Bike Center Genk', city: 'Genk', distance: 27.9, marker: 'other_spec', qty: 0, modelQty: 0, workdays: null }),
      stockMarkerFixture({ dealerId: 5, slug: 'rijwielen-maes', name: 'Rijwielen Maes', city: 'Leuven', distance: 41, marker: 'other', qty: 0, modelQty: 0, workdays: null }),
    ],
    ...overrides,
  };
}

export function renderShell(
  children: ReactNode,
  { locale = 'en_INT', store = createStore(), api = {} as ShopContextValue['api'] }: { locale?: string; store?: ReturnType<typeof createStore>; api?: ShopContextValue['api'] } = {},
) {
  const [language, country] = locale.split('_');
  const shop = { locale, language, country, currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
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

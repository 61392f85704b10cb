import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en } from '../testing';
import { bikeFixture } from './test-fixtures';
import { BikeSizeFinder } from './bike-size-finder';
import type { SizeOption } from './size-picker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Its own file: the finder's code must not be loaded in this module graph yet, as on a browser's first page.
const geometry = JSON.stringify({ stack: { S: 543, M: 562, L: 581 }, reach: { S: 388, M: 396, L: 404 } });
const bike = bikeFixture({
  sizes: ['S', 'M', 'L'].map((size, i) => ({ id: i + 1, size, externalid: `ARD-HELIX-SL-KDR12-P1215-${size}` })),
  attributes: { ...bikeFixture().attributes, frame_size: 'S|M|L', geometry },
});
const options: SizeOption[] = bike.sizes!.map((s) => ({ size: s.size, externalid: s.externalid, availability: 'onstock', workdays: 0, qty: 2 }));
const shop = { locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };
// The no-script form sent the rider's body: the page's address carries it.
const answered = '/en_INT/bikes/ARD-HELIX-SL-KDR12-P1215?height=180&inseam=84';

/** The server's HTML, from a module graph of its own whose page loader had the finder's code loaded (bike-data.ts). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const server = { dom: require('react-dom/server'), intl: require('react-intl'), router: require('react-router'), kit: require('@bike/shared/remote-kit'), finder: require('./bike-size-finder') };
    await server.finder.loadSizeFinder('en');
    const { createElement: h } = require('react');
    html = server.dom.renderToString(
      h(server.router.MemoryRouter, { initialEntries: [answered] }, h(server.kit.ShopContextProvider, { value: shop }, h(server.intl.IntlProvider, { locale: 'en', messages: en }, h(server.finder.BikeSizeFinder, { item: bike, options, onChoose: () => undefined })))),
    );
  });
  return html;
}

it('writes the answer of a form sent without script on the server, and keeps it while the browser fetches its code', async () => {
  const html = await serverHtml();
  expect(html).toContain('Size M fits you best.');
  expect(html).toContain('Choose size M');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const before = container.innerHTML;
  expect(container.querySelector('details')!.open).toBe(true);

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onChoose = jest.fn();
  await act(async () => {
    hydrateRoot(container, (
      <MemoryRouter initialEntries={[answered]}>
        <ShopContextProvider value={shop}>
          <IntlProvider locale="en" messages={en}>
            <BikeSizeFinder item={bike} options={options} onChoose={onChoose} />
          </IntlProvider>
        </ShopContextProvider>
      </MemoryRouter>
    ));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // Hydrated onto the server's nodes (no mismatch), and taking the advice now chooses the size.
  expect(container.innerHTML).toBe(before);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  const choose = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Choose size M')!;
  await act(async () => choose.click());
  expect(onChoose).toHaveBeenCalledWith('ARD-HELIX-SL-KDR12-P1215-M');
});

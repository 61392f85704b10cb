import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { BLOCK_TYPES } from '@bike/shared/domain/content-blocks';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as contentEnglish } from '../messages/en';
import type { ContentBlock } from '../content-queries';
import { rendererOf } from './block-registry';
import { MixedContent } from './mixed-content';
import { SAMPLES } from './testing/block-samples';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Its own file: the block registry of this module graph must start empty, as in a browser's first page.
const blocks: ContentBlock[] = BLOCK_TYPES.filter((t) => t !== 'videoBanner').map((blockType, i) => ({ id: `${blockType}-${i}`, blockType, fields: SAMPLES[blockType] }));
const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };

/** The server's HTML, rendered by a module graph of its own (the server preloads the page's blocks). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const server = { dom: require('react-dom/server'), intl: require('react-intl'), router: require('react-router'), kit: require('@bike/shared/remote-kit'), mixed: require('./mixed-content'), registry: require('./block-registry') };
    await server.registry.preloadBlocks(blocks, 'nl');
    const { createElement: h } = require('react');
    html = server.dom.renderToString(
      h(server.router.MemoryRouter, { initialEntries: ['/nl_BE/playground'] }, h(server.kit.ShopContextProvider, { value: shop }, h(server.intl.IntlProvider, { locale: 'en', messages: { ...sharedEnglish, ...contentEnglish } }, h(server.mixed.MixedContent, { blocks })))),
    );
  });
  return html;
}

it('keeps the server HTML of blocks on the first page, and hydrates them once the browser is idle', async () => {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  const before = container.innerHTML;
  expect(before).toContain('Heading text');
  document.body.appendChild(container);
  // Nodes a visitor may already be using: the form they type in, the hero picture on screen.
  const email = container.querySelector<HTMLInputElement>('#newsletter input[type=email]')!;
  email.value = 'typed-before@example.com';
  const picture = container.querySelector('.block--imageBanner img')!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = (value: typeof shop) => (
    <MemoryRouter initialEntries={['/nl_BE/playground']}>
      <ShopContextProvider value={value}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...contentEnglish }}>
          <MixedContent blocks={blocks} />
        </IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>
  );
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, app(shop));
  });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  // The shell renders again later (a new context value above the blocks): the blocks stay as they are.
  await act(async () => root.render(app({ ...shop })));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(email.isConnected).toBe(true);
  expect(email.value).toBe('typed-before@example.com');
  expect(picture.isConnected).toBe(true);
  // Every block is as the server drew it, and no renderer was downloaded to get there.
  expect(container.innerHTML).toBe(before);
  for (const type of BLOCK_TYPES) expect(rendererOf(type)).toBeUndefined();
  // The shell says it has hydrated; once idle, the renderers arrive and the blocks hydrate onto the same nodes.
  document.documentElement.dataset['hydrated'] = 'true';
  window.dispatchEvent(new Event('shop:hydrated'));
  await act(() => new Promise((r) => setTimeout(r, 600)));
  for (const type of BLOCK_TYPES.filter((t) => t !== 'videoBanner')) expect({ type, loaded: typeof rendererOf(type) }).toEqual({ type, loaded: 'function' });
  expect(container.innerHTML).toBe(before);
  expect(email.isConnected && email.value).toBe('typed-before@example.com');
  expect(picture.isConnected).toBe(true);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

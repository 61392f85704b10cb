import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { BLOCK_TYPES } from '@bike/shared/domain/content-blocks';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as contentEnglish } from '../messages/en';
import type { ContentBlock } from '../content-queries';
import { preloadBlocks, rendererOf, whenLoaded } from './block-registry';
import { SAMPLES } from './testing/block-samples';
import { MixedContent } from './mixed-content';


const blocks: ContentBlock[] = BLOCK_TYPES.map((blockType, i) => ({ id: `${blockType}-${i}`, blockType, width: 'default', align: 'left', animation: 'fade', fields: SAMPLES[blockType] }));

function shell(children: ReactNode) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };
  return (
    <MemoryRouter initialEntries={['/nl_BE/playground']}>
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...contentEnglish }}>{children}</IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>
  );
}

describe('mixed content blocks (spec point 3)', () => {
  it('shows a block whose renderer is not here yet once the page is hydrated and its group has loaded', async () => {
    document.documentElement.dataset['hydrated'] = 'true';
    render(shell(<MixedContent blocks={[{ id: 'q', blockType: 'cards', fields: SAMPLES.cards }]} />));
    expect(await screen.findByText('Card one')).toBeTruthy();
  });

  it('has a renderer for every kind, in the group the registry names', async () => {
    for (const type of BLOCK_TYPES) {
      await whenLoaded(type);
      expect({ type, rendered: typeof rendererOf(type) }).toEqual({ type, rendered: 'function' });
    }
  });

  it('renders every kind on the server once the page has preloaded its blocks, with width, alignment and animation', async () => {
    await preloadBlocks(blocks, 'nl');
    const html = renderToString(shell(<MixedContent blocks={blocks} />));
    for (const type of BLOCK_TYPES) expect(html).toContain(`block block--${type} block--width-default block--align-left block--anim-fade`);
    for (const text of ['Section title text', 'Heading text', 'Content text body', 'Newsletter block title', 'Highlighted text', 'Collapse question', 'Text with background', 'Image caption', 'Video caption', 'Side by side', 'Quote words', 'Card label', 'Image banner title', 'Shrinking banner title', 'Sticky banner text', 'Video banner title', 'Photo gallery title', 'Button text', 'Bike spotlight title', 'Platform text', 'Person words', 'Configuration title', 'Timeline title', 'Highlight item', 'Slide title', 'Prize form title', 'Vind een dealer bij jou in de buurt', 'Openen in de configurator', 'Bekijk de Helix', 'Ik aanvaard de voorwaarden']) {
      expect(html).toContain(text);
    }
    // Links stay under the locale; external ones stay external; the first banner is the page's h1 only when first.
    expect(html).toContain('href="/nl_BE/bikes/ARD-1"');
    expect(html).toContain('href="https://example.com/elsewhere"');
    expect(html).toContain('href="/nl_BE/configurator/configuration/K7QM2XTV"');
    expect(html).toContain('Concept K7QM-2XTV');
    expect(html).toContain('action="/nl_BE/dealers"');
    expect(html).toContain('id="the-anchor"');
    expect(html).toContain('<h3 class="container">Heading text</h3>');
    // A spotlight the shop did not price shows no price, never the content team's EUR figure.
    expect(html).not.toMatch(/From €\s?2\.199,00/);
    // Films download nothing until asked.
    expect(html).toMatch(/<video[^>]*preload="none"/);
  });

  it('skips a kind it does not know and says so once in the log, never breaking the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      shell(<MixedContent blocks={[{ id: 'x', blockType: 'futureBlock', fields: {} }, { id: 'y', blockType: 'futureBlock', fields: {} }, { id: 'h', blockType: 'heading', fields: { text: 'Still here', level: 2 } }]} />),
    );
    expect(html).toContain('Still here');
    expect(html).not.toContain('futureBlock');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('unknown type "futureBlock"');
    warn.mockRestore();
  });

  it('skips a custom component of an unknown name, and renders the known ones as plain forms', async () => {
    await preloadBlocks([{ blockType: 'customComponent' }], 'nl');
    const html = renderToString(
      shell(<MixedContent blocks={[{ id: 'c1', blockType: 'customComponent', fields: { component: 'toString', props: {} } }, { id: 'c2', blockType: 'customComponent', fields: { component: 'conceptCode', props: { label: 'Your code' } } }]} />),
    );
    expect(html).toContain('Your code');
    expect(html).toContain('action="/nl_BE/configurator/configuration"');
    expect(html.match(/<form/g)).toHaveLength(1);
  });

  it("shows a spotlight's bike at the shop's price: the locale's currency, the voucher taken off (issue 32 item 3)", async () => {
    await preloadBlocks([{ blockType: 'bike' }], 'nl');
    const shopPrice = { msrp: 4299, oldmsrp: null, currency: 'CHF', voucher: { code: 'WELCOMECH', discount: 5, msrp: 4084.05, freeShipping: false } };
    const html = renderToString(shell(<MixedContent blocks={[{ id: 'b', blockType: 'bike', fields: { ...SAMPLES.bike, shopPrice } }]} />));
    expect(html).toMatch(/From CHF\s?4\.084,05/);
    expect(html).not.toContain('2.199');
  });
});

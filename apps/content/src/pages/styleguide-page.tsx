import { useId } from 'react';
import { queryContent } from '@bike/shared/api-client';
import { brandCssVariables, isBrand } from '@bike/shared/brand';
import { definePage, useShop } from '@bike/shared/remote-kit';
import { Button, Card, EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { MarkerBadge, MARKER_ORDER } from '@bike/shared/ui/marker-badge';
import { useT } from '@bike/shared/i18n';
import { MixedContent } from '../blocks/mixed-content';
import { preloadBlocks } from '../blocks/block-registry';
import { NewsletterOptinContext } from '../blocks/newsletter-optin';
import type { ContentPage, NewsletterOptin, WithOptin } from '../content-queries';
import { PLAYGROUND_QUERY } from './playground-query';

interface StyleguideData {
  blocks: ContentPage['mixedContent'];
  optin: NewsletterOptin | null;
}

/**
 * /styleguide: the active brand's tokens (colours, type, radii), every shared UI component in its
 * states, and every content block (the playground's content), so designers and editors check a
 * brand in one place. The brand comes from the host name, like every page.
 */
export const styleguidePage = definePage<StyleguideData>({
  meta: () => ({ title: '', titleKey: 'page.styleguide.title', descriptionKey: 'styleguide.intro' }),
  loader: async ({ content, language, country }) => {
    // The blocks come from the content service; when it fails the tokens and components still show.
    const result = await queryContent<{ playground: ContentPage | null } & WithOptin>(content, PLAYGROUND_QUERY, { language, country }, 'PLAYGROUND_FETCH_ERROR').catch(() => null);
    const blocks = result?.playground?.mixedContent ?? [];
    await preloadBlocks(blocks, language);
    return { blocks, optin: result?.globalSets?.newsletterOptin ?? null };
  },
  Component: ({ data }) => {
    const { brand, brandName } = useShop();
    const t = useT();
    const variables = isBrand(brand) ? brandCssVariables(brand) : {};
    const colours = Object.entries(variables).filter(([name]) => name.startsWith('--color-'));
    const id = useId();
    return (
      <div className="styleguide">
        <div className="container page">
          <PageHeader eyebrow={brandName} title={t('page.styleguide.title')} intro={t('styleguide.intro')} />

          <section aria-labelledby={`${id}-colours`} className="styleguide__section">
            <h2 id={`${id}-colours`}>{t('styleguide.colours')}</h2>
            <ul className="styleguide__swatches">
              {colours.map(([name, value]) => (
                <li key={name}>
                  <span className="styleguide__swatch" style={{ background: `var(${name})` }} aria-hidden="true" />
                  <code>{name}</code>
                  <span className="card__meta">{value}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={`${id}-type`} className="styleguide__section">
            <h2 id={`${id}-type`}>{t('styleguide.type')}</h2>
            <p className="styleguide__h1">{brandName} · H1</p>
            <p className="styleguide__h2">{brandName} · H2</p>
            <p className="styleguide__h3">{brandName} · H3</p>
            <p>{t('styleguide.body')}</p>
            <p className="card__meta">{t('styleguide.muted')}</p>
            <p><a href="#top">{t('styleguide.link')}</a> · <code>code</code></p>
          </section>

          <section aria-labelledby={`${id}-components`} className="styleguide__section">
            <h2 id={`${id}-components`}>{t('styleguide.components')}</h2>
            <h3>Button</h3>
            <div className="styleguide__row">
              <Button>{t('common.addToCart')}</Button>
              <Button variant="secondary">{t('common.addToCompare')}</Button>
              <Button variant="ghost">{t('styleguide.link')}</Button>
              <Button size="small">{t('common.addToCart')}</Button>
              <Button disabled>{t('common.addToCart')}</Button>
            </div>
            <h3>Card</h3>
            <div className="grid">
              <Card title={brandName} meta={t('styleguide.muted')} badge="New" image={{ src: '/media/content/styleguide-card.svg', alt: '' }} />
              <Card title={t('styleguide.components')} meta={t('styleguide.body')} />
            </div>
            <h3>PageHeader</h3>
            <PageHeader eyebrow={brandName} title={t('styleguide.components')} intro={t('styleguide.body')} />
            <h3>EmptyState · ErrorBox</h3>
            <div className="styleguide__row styleguide__row--top">
              <EmptyState title={t('common.cartEmpty')} />
              <ErrorBox title={t('error.somethingWrong')} />
            </div>
            <h3>MarkerBadge</h3>
            <div className="styleguide__row">{MARKER_ORDER.map((marker) => <MarkerBadge key={marker} marker={marker} />)}</div>
            <h3>{t('styleguide.fields')}</h3>
            <form className="styleguide__form" onSubmit={(e) => e.preventDefault()}>
              <div className="field">
                <label htmlFor={`${id}-name`}>{t('blocks.prize.firstName')}</label>
                <input id={`${id}-name`} autoComplete="off" />
              </div>
              <div className="field">
                <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
                <input id={`${id}-email`} type="email" aria-invalid="true" aria-describedby={`${id}-email-error`} defaultValue="rider@" autoComplete="off" />
                <span id={`${id}-email-error`} className="field__error">{t('validation.email', { value: 'rider@' })}</span>
              </div>
            </form>
          </section>

          <h2 className="styleguide__section">{t('styleguide.blocks')}</h2>
        </div>
        {data.blocks.length ? (
          <NewsletterOptinContext.Provider value={data.optin}>
            <MixedContent blocks={data.blocks} />
          </NewsletterOptinContext.Provider>
        ) : (
          <div className="container"><ErrorBox title={t('error.somethingWrong')} /></div>
        )}
      </div>
    );
  },
});

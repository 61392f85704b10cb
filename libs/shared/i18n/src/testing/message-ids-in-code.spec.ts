import { isPrefixOf, readSource, templatePattern } from './message-ids-in-code';

const AREAS = new Set(['shop', 'page', 'account', 'jobs', 'category', 'codes']);

describe('readSource', () => {
  it('finds ids in every shape the shop passes them: t(), formatMessage, FormattedMessage, meta keys, label maps, helper arguments', () => {
    const source = `
      import { FormattedMessage, useIntl } from 'react-intl';
      const LABELS = { phone: 'account.phone' };
      const about = cms('about', 'page.about.title');
      export function Filters() {
        const intl = useIntl();
        const t = (id: string) => intl.formatMessage({ id });
        return <div aria-label={t('shop.filters')} title={intl.formatMessage({ id: "shop.sortBy" })}>
          <FormattedMessage id="shop.categories.all" />
          {useFormErrors(LABELS, 'jobs.error').errorText}
          {intl.formatMessage({ id: ok ? 'category.e-bikes' : \`codes.BIKE_FETCH_ERROR\` })}
        </div>;
      }
      export const meta = { titleKey: 'page.shop.title' };`;
    expect(readSource(source, AREAS).literals.sort()).toEqual(
      ['account.phone', 'category.e-bikes', 'codes.BIKE_FETCH_ERROR', 'jobs.error', 'page.about.title', 'page.shop.title', 'shop.categories.all', 'shop.filters', 'shop.sortBy'].sort(),
    );
  });

  it('keeps ids built at run time as templates, and the literals inside their holes', () => {
    const source = 'const a = t(`shop.categories.${c}`); const b = t(`bike.faq.${q}.a`); const c = t(`shop.sort.${x ? \'shop.a\' : y}`);';
    const facts = readSource(source, new Set(['shop', 'bike']));
    expect(facts.templates).toEqual(['shop.categories.${c}', 'bike.faq.${q}.a', "shop.sort.${x ? 'shop.a' : y}"]);
    expect(facts.literals).toEqual(['shop.a']);
  });

  it('takes no ordinary text, path, address or comment for an id', () => {
    const source = `
      // t('shop.inAComment') explains, it is not code
      /** { label: 'shop.inADocComment' } */
      import { x } from './shop.helpers';
      const a = 'e.g.'; const b = 'brabo.example.com'; const c = 'Shop.Filters'; const d = 'shop.'; const e = 'shop';
      const f = \`/\${locale}/shop.html\`; const g = 'unknownArea.filters'; const h = \`\${area}.filters\`;`;
    expect(readSource(source, AREAS)).toEqual({ literals: [], templates: [], imports: ['./shop.helpers'] });
  });

  it('lists the relative modules a file loads at run time, not types nor packages', () => {
    const source = `
      import type { ShopData } from './shop-view';
      import { type Kind, kindText } from './shop-kind';
      import {
        shopHeading,
      } from '../shop/shop-meta';
      import './styles.css';
      import { useIntl } from 'react-intl';
      import { ApiClient } from '@bike/shared/api-client';
      export { messages } from './messages';
      export * from './facets';
      export type { Facet } from './facet-types';
      const lazy = () => import('./pages/bike-page');
      type Section = Parameters<typeof import('./pages/account-section-page').section>[0];`;
    expect(readSource(source, AREAS).imports.sort()).toEqual(['../shop/shop-meta', './facets', './messages', './pages/bike-page', './shop-kind', './styles.css'].sort());
  });
});

describe('templatePattern', () => {
  it('matches the ids a template can build and no others', () => {
    const pattern = templatePattern('bike.faq.${q}.a');
    expect(['bike.faq.sizing.a', 'bike.faq.e-bike.a'].every((id) => pattern.test(id))).toBe(true);
    expect(['bike.faq.sizing.q', 'bike.faq..a', 'bike.faqXsizing.a'].some((id) => pattern.test(id))).toBe(false);
    expect(templatePattern("settings.${kind === 'x' ? 'a' : 'b'}Address").test('settings.invoiceAddress')).toBe(true);
  });
});

describe('isPrefixOf', () => {
  it('tells a helper’s id prefix from a word that starts no id', () => {
    expect(isPrefixOf('jobs.error', ['jobs.error.tooMany', 'jobs.title'])).toBe(true);
    expect(isPrefixOf('jobs.err', ['jobs.error.tooMany'])).toBe(false);
    expect(isPrefixOf('jobs.title', ['jobs.title'])).toBe(false);
  });
});

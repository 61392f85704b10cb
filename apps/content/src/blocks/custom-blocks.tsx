/**
 * customComponent (spec point 3): a named piece the content team may place on any page. The
 * names the shop knows are below; another name is skipped (and logged by MixedContent's caller).
 * Each is a plain form that works without script.
 */
import type { ReactElement } from 'react';
import { useLocaleHref } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { BlockProps, BlockRenderers } from './block-kit';
import { withBlockTexts } from './block-texts';

/** Find a dealer near a place: the dealer locator's own search (?q=). */
function DealerSearch({ props }: { props: Record<string, unknown> }) {
  const href = useLocaleHref();
  const t = useT();
  return (
    <form className="container custom-form" method="get" action={href('dealers')} role="search">
      <label htmlFor="custom-dealer-q">{typeof props['label'] === 'string' ? props['label'] : t('blocks.dealerSearch.label')}</label>
      <div className="custom-form__row">
        <input id="custom-dealer-q" name="q" type="search" maxLength={80} autoComplete="address-level2" required />
        <button className="btn" type="submit">{t('blocks.dealerSearch.submit')}</button>
      </div>
    </form>
  );
}

/** Open a concept by its code: the configurator's load-by-code (?code=). */
function ConceptCode({ props }: { props: Record<string, unknown> }) {
  const href = useLocaleHref();
  const t = useT();
  return (
    <form className="container custom-form" method="get" action={href('configurator/configuration')}>
      <label htmlFor="custom-concept-code">{typeof props['label'] === 'string' ? props['label'] : t('blocks.conceptCode.label')}</label>
      <div className="custom-form__row">
        <input id="custom-concept-code" name="code" maxLength={40} autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
        <button className="btn" type="submit">{t('blocks.conceptCode.submit')}</button>
      </div>
    </form>
  );
}

/** The custom components by the name the content uses. */
export const CUSTOM_COMPONENTS: Record<string, (p: { props: Record<string, unknown> }) => ReactElement> = {
  dealerSearch: DealerSearch,
  conceptCode: ConceptCode,
};

function CustomComponent({ fields }: BlockProps<'customComponent'>) {
  const Component = Object.hasOwn(CUSTOM_COMPONENTS, fields.component) ? CUSTOM_COMPONENTS[fields.component] : undefined;
  return Component ? <Component props={fields.props ?? {}} /> : null;
}

export const renderers: BlockRenderers = { customComponent: withBlockTexts(CustomComponent) };

import { useEffect, useState } from 'react';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import type { Concept, ConfigurationChoices } from '@bike/shared/domain/configurator';
import { ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useConceptActions } from './concept-actions';
import { saveConcept } from './configurator-calls';

/**
 * Add to cart, save as concept, compare with catalogue bikes. The server checks and prices the
 * build and answers its code (the same build is the same code); the cart and the compare list
 * hold that code, so both save first, and checkout prices the bike again from its choices. A
 * build that cannot ship within the promise is not sold. The buttons are inactive until the
 * page is hydrated, so a click is never lost.
 */
export function BuildActions({ model, choices, sellable }: { model: string; choices: ConfigurationChoices; sellable: boolean }) {
  const t = useT();
  const { api, locale } = useShop();
  const href = useLocaleHref();
  const actions = useConceptActions();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Concept | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  // A changed build is a new concept: the shown code belonged to the previous one.
  useEffect(() => { setSaved(null); setCopied(false); }, [choices]);
  const link = saved ? `${typeof window === 'undefined' ? '' : window.location.origin}${href(`configurator/configuration/${saved.code}`)}` : '';

  const save = async (): Promise<Concept | null> => {
    if (saved) return saved;
    setBusy(true);
    setFailed(false);
    try {
      const concept = await saveConcept(api, model, choices, locale);
      setSaved(concept);
      return concept;
    } catch {
      setFailed(true);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const compare = async () => {
    const concept = await save();
    if (concept) actions.compare(concept);
  };

  const buy = async () => {
    const concept = await save();
    if (concept) actions.buy(concept);
  };

  return (
    <div className="build-actions">
      <div className="build-actions__actions">
        <Button type="button" disabled={!ready || busy || !sellable} onClick={() => void buy()} data-testid="add-build-to-cart">{t('common.addToCart')}</Button>
        <Button type="button" variant="secondary" disabled={!ready || busy} onClick={() => void save()}>{t('configurator.save')}</Button>
        <Button type="button" variant="secondary" disabled={!ready || busy} onClick={() => void compare()} data-testid="compare-build">{t('common.addToCompare')}</Button>
      </div>
      <div aria-live="polite">
        {saved && (
          <div className="build-actions__saved">
            <p><strong data-testid="concept-code">{t('configurator.saved', { code: formatConceptCode(saved.code) })}</strong></p>
            <p className="build-actions__hint">{t('configurator.savedHint')}</p>
            <p className="build-actions__link">
              <a href={link}>{link}</a>{' '}
              <Button type="button" variant="secondary" size="small" onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>
                {t(copied ? 'configurator.linkCopied' : 'configurator.copyLink')}
              </Button>
            </p>
            <p className="build-actions__more">
              <a href={`/b2c/v1/concepts/generate/pdf/${saved.code}/${locale}`} download>{t('configurator.downloadPdf')}</a>
              <ShopLink to="compare">{t('nav.compare')}</ShopLink>
              <ShopLink to="cart">{t('nav.cart')}</ShopLink>
            </p>
          </div>
        )}
        {failed && <p className="field__error" role="alert">{t('configurator.saveFailed')}</p>}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import type { Concept, ConfigurationChoices } from '@bike/shared/domain/configurator';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { saveConcept } from './configurator-calls';

/**
 * Save as concept: the server checks and prices the build and answers its code (the same build
 * is the same code). The button is inactive until the page is hydrated, so a click is never lost.
 */
export function SaveConcept({ model, choices }: { model: string; choices: ConfigurationChoices }) {
  const intl = useIntl();
  const { api, locale } = useShop();
  const href = useLocaleHref();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Concept | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  // A changed build is a new concept: the shown code belonged to the previous one.
  useEffect(() => { setSaved(null); setCopied(false); }, [choices]);
  const link = saved ? `${typeof window === 'undefined' ? '' : window.location.origin}${href(`configurator/configuration/${saved.code}`)}` : '';
  return (
    <div className="save-concept">
      <Button type="button" disabled={!ready || busy} onClick={async () => {
        setBusy(true);
        setFailed(false);
        try {
          setSaved(await saveConcept(api, model, choices, locale));
        } catch {
          setFailed(true);
        } finally {
          setBusy(false);
        }
      }}>{intl.formatMessage({ id: 'configurator.save' })}</Button>
      <div aria-live="polite">
        {saved && (
          <div className="save-concept__saved">
            <p><strong data-testid="concept-code">{intl.formatMessage({ id: 'configurator.saved' }, { code: formatConceptCode(saved.code) })}</strong></p>
            <p className="save-concept__hint">{intl.formatMessage({ id: 'configurator.savedHint' })}</p>
            <p><a href={`/b2c/v1/concepts/generate/pdf/${saved.code}/${locale}`} download>{intl.formatMessage({ id: 'configurator.downloadPdf' })}</a></p>
            <p className="save-concept__link">
              <a href={link}>{link}</a>{' '}
              <Button type="button" variant="secondary" size="small" onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>
                {intl.formatMessage({ id: copied ? 'configurator.linkCopied' : 'configurator.copyLink' })}
              </Button>
            </p>
          </div>
        )}
        {failed && <p className="field__error" role="alert">{intl.formatMessage({ id: 'configurator.saveFailed' })}</p>}
      </div>
    </div>
  );
}

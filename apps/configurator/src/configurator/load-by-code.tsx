import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CONCEPT_CODE_MAX_INPUT, readConceptCode } from '@bike/shared/domain/concept-code';
import { useLocaleHref } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';

/**
 * Load a concept by its code. A GET form to the configuration page (works without script); in
 * the browser an empty or impossible code is answered at once with spec point 5's texts.
 */
export function LoadByCode({ error: initialError = null, initial = '' }: { error?: 'empty' | 'notFound' | null; initial?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const [error, setError] = useState(initialError);
  const messageId = error === 'empty' ? 'configurator.codeEmpty' : 'configurator.codeNotFound';
  return (
    <form className="load-by-code" method="get" action={href('configurator/configuration')} noValidate onSubmit={(e) => {
      e.preventDefault();
      const read = readConceptCode(new FormData(e.currentTarget).get('code'));
      if (!read.ok) return setError(read.reason);
      setError(null);
      navigate(href(`configurator/configuration/${read.code}`));
    }}>
      <label htmlFor="config-code">{intl.formatMessage({ id: 'configurator.code' })}</label>
      <input id="config-code" name="code" defaultValue={initial} maxLength={CONCEPT_CODE_MAX_INPUT} autoComplete="off" autoCapitalize="characters" spellCheck={false}
        aria-invalid={error ? true : undefined} aria-describedby={error ? 'config-code-error' : undefined} />
      <Button type="submit" variant="secondary">{intl.formatMessage({ id: 'configurator.loadByCode' })}</Button>
      {error && <span id="config-code-error" className="field__error" role="alert">{intl.formatMessage({ id: messageId })}</span>}
    </form>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ConfigurationChoices } from '@bike/shared/domain/configurator';
import { Button } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';

// The form and its captcha are fetched only when the rider accepts the offer.
const HelpForm = lazy(() => import('./chat-helper-form'));

/**
 * The chat helper's offer (spec point 4): shown once, never in the way (a panel at the foot of
 * the page, not a modal). Its embedded default is a message form to the brand's support mailbox.
 */
export function ChatHelper({ model, choices, onDismiss }: { model: string; choices: ConfigurationChoices; onDismiss: () => void }) {
  const t = useT();
  const [writing, setWriting] = useState(false);
  return (
    <aside className="chat-helper" aria-labelledby="chat-helper-title" data-testid="chat-helper">
      <h2 id="chat-helper-title" className="chat-helper__title">{t('configurator.chatHelper')}</h2>
      {writing ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <HelpForm model={model} choices={choices} />
        </Suspense>
      ) : (
        <>
          <p>{t('chatHelper.intro')}</p>
          <div className="chat-helper__actions">
            <Button type="button" onClick={() => setWriting(true)}>{t('chatHelper.write')}</Button>
            <Button type="button" variant="secondary" onClick={onDismiss}>{t('chatHelper.dismiss')}</Button>
          </div>
        </>
      )}
    </aside>
  );
}

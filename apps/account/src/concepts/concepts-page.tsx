import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Concept } from '@bike/shared/domain/configurator';
import { configurationPaid } from '@bike/shared/domain/configurator-choices';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import { formatPrice, useT } from '@bike/shared/i18n';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, EmptyState, PageHeader, ProductImage } from '@bike/shared/ui';
import { useErrorText } from '../use-error-text';
import { useAccountCall } from '../warranty/use-account-call';

/**
 * /account/concepts (spec point 2): the bikes the rider saved in the configurator, newest first,
 * each with its picture, price, code and visibility; show or hide it (spec point 4), open it in
 * the configurator, download its spec sheet, or delete it. The server checks ownership of every change.
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.concepts' }),
  Component: () => {
    const { locale } = useShop();
    const errorText = useErrorText();
    const call = useAccountCall<Concept[]>('/b2c/v1/concepts/mine', { locale });
    const [concepts, setConcepts] = useState<Concept[] | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    useEffect(() => { if (call.state === 'done') setConcepts(call.data); }, [call]);
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.concepts')} intro={t('concepts.intro')} />
        <p className="visually-hidden" role="status">{notice}</p>
        {call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {concepts?.length === 0 && (
          <EmptyState title={t('concepts.empty')}><ShopLink className="btn" to="configurator">{t('concepts.start')}</ShopLink></EmptyState>
        )}
        {concepts && concepts.length > 0 && (
          <ul className="concept-list" data-testid="concept-list">
            {concepts.map((concept) => (
              <ConceptCard key={concept.code} concept={concept} locale={locale}
                onChange={(next) => setConcepts((list) => list!.map((c) => (c.code === next.code ? next : c)))}
                onDeleted={() => {
                  setConcepts((list) => list!.filter((c) => c.code !== concept.code));
                  setNotice(t('concepts.deleted', { code: formatConceptCode(concept.code) }));
                }} />
            ))}
          </ul>
        )}
      </div>
    );
  },
});

function ConceptCard({ concept, locale, onChange, onDeleted }: { concept: Concept; locale: string; onChange: (c: Concept) => void; onDeleted: () => void }) {
  const intl = useIntl();
  const { api } = useShop();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const code = formatConceptCode(concept.code);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="concept-card" data-code={concept.code}>
      <div className="concept-card__media">
        <ProductImage src={concept.image} alt="" width={880} height={496} sizes="(max-width: 640px) 100vw, 320px" />
      </div>
      <div className="concept-card__body">
        <h2 className="concept-card__title">{concept.modelname}</h2>
        <p className="concept-card__meta">{t('concepts.code', { code })} · {t('concepts.savedOn', { date: intl.formatDate(concept.createdAt, { dateStyle: 'medium' }) })}</p>
        <p className="concept-card__meta">{concept.localizedconfiguration.groupset} · {concept.localizedconfiguration.design} · {concept.localizedconfiguration.size}</p>
        {concept.price && <p className="concept-card__price">{formatPrice(configurationPaid(concept.price), concept.price.currency, locale)}</p>}
        <p className={`concept-card__visibility${concept.visible ? ' concept-card__visibility--on' : ''}`}>{t(concept.visible ? 'concepts.visible' : 'concepts.hidden')}</p>
        <div className="concept-card__actions">
          <ShopLink className="btn btn--small" to={`configurator/configuration/${concept.code}`}>{t('concepts.open')}</ShopLink>
          <Button size="small" variant="secondary" disabled={busy} aria-pressed={concept.visible}
            onClick={() => act(async () => {
              const { visible } = await api.post<{ visible: boolean }>('/b2c/v1/concepts/toggleVisibility', { code: concept.code });
              onChange({ ...concept, visible });
            })}>
            {t(concept.visible ? 'concepts.hide' : 'concepts.show')}
          </Button>
          <a className="btn btn--secondary btn--small" href={`/b2c/v1/concepts/generate/pdf/${concept.code}/${locale}`} download>{t('concepts.pdf')}</a>
          {confirming ? (
            <>
              <Button size="small" variant="secondary" disabled={busy} onClick={() => act(async () => { await api.del(`/b2c/v1/concepts/${concept.code}`); onDeleted(); })}>
                {t('concepts.confirmDelete')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setConfirming(false)}>{t('concepts.keep')}</Button>
            </>
          ) : (
            <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>{t('concepts.delete')}</Button>
          )}
        </div>
        {failed && <p className="field__error" role="alert">{t('concepts.failed')}</p>}
      </div>
    </li>
  );
}

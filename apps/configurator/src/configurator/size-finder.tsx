import { useState } from 'react';
import { useIntl } from 'react-intl';
import { recommendSize, RIDER_HEIGHT_CM, RIDER_INSEAM_CM, type CustomizerModel, type SizeAdvice } from '@bike/shared/domain/configurator';
import { Button } from '@bike/shared/ui';

/** The advice in words, and the size it offers to choose (none when the body is out of range). */
function adviceText(advice: SizeAdvice, t: (id: string, values?: Record<string, string>) => string): { text: string; size: string | null } {
  switch (advice.fit) {
    case 'size': return { text: t('configurator.size.fit', { size: advice.size }), size: advice.size };
    case 'between': return { text: t('configurator.size.between', { smaller: advice.smaller, larger: advice.larger }), size: advice.smaller };
    case 'outside': return { text: t('configurator.size.outside', { size: advice.nearest }), size: advice.nearest };
    default: return { text: t('configurator.size.invalid'), size: null };
  }
}

/**
 * Size finder: height and inseam give a size from each size's stack and reach (the shared rule).
 * A GET form: the server answers it without script (the values travel in the URL with the
 * choices); in the browser it answers in place and offers to choose the size.
 */
export function SizeFinder({ model, initial, onChooseSize, hidden }: {
  model: CustomizerModel; initial: { height: string; inseam: string }; onChooseSize: (size: string) => void; hidden: Record<string, string>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [asked, setAsked] = useState(initial);
  const advice = asked.height && asked.inseam ? adviceText(recommendSize(model.category, model.sizes, Number(asked.height), Number(asked.inseam)), t) : null;
  return (
    <details className="size-finder" open={Boolean(initial.height)}>
      <summary>{t('configurator.sizeFinder')}</summary>
      <p className="size-finder__intro">{t('configurator.sizeFinder.intro')}</p>
      <form className="size-finder__form" method="get" onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        setAsked({ height: String(data.get('height') ?? ''), inseam: String(data.get('inseam') ?? '') });
      }}>
        {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label className="field">
          <span className="field__label">{t('configurator.height')}</span>
          <input name="height" type="number" inputMode="numeric" min={RIDER_HEIGHT_CM.min} max={RIDER_HEIGHT_CM.max} step={1} defaultValue={initial.height} required />
        </label>
        <label className="field">
          <span className="field__label">{t('configurator.inseam')}</span>
          <input name="inseam" type="number" inputMode="numeric" min={RIDER_INSEAM_CM.min} max={RIDER_INSEAM_CM.max} step={1} defaultValue={initial.inseam} required />
        </label>
        <Button type="submit" variant="secondary">{t('configurator.sizeFinder')}</Button>
      </form>
      {advice && (
        <div className="size-finder__advice" role="status">
          <p data-testid="size-advice">{advice.text}</p>
          {advice.size && <Button type="button" variant="secondary" size="small" onClick={() => onChooseSize(advice.size!)}>{t('configurator.size.choose', { size: advice.size })}</Button>}
        </div>
      )}
    </details>
  );
}

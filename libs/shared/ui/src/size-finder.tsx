import { useState } from 'react';
import type { BikeCategory } from '@bike/shared/domain';
import { recommendSize, RIDER_HEIGHT_CM, RIDER_INSEAM_CM, type CustomizerSize, type SizeAdvice } from '@bike/shared/domain/configurator';
import { Button } from './button';

/**
 * The size finder (the configurator's size step and the bike page's size area): height and
 * inseam give a size from each size's stack and reach (recommendSize, the shared rule). A GET
 * form: without script the server answers it (the values travel in the URL, with `hidden`
 * fields to keep the page's own); in the browser it answers in place and offers to choose the
 * advised size. Texts arrive translated.
 */
export interface SizeFinderTexts {
  /** The summary and the button: "Find my size". */
  title: string;
  intro: string;
  height: string;
  inseam: string;
  /** The advice in words (fit, between two sizes, outside the range, invalid body). */
  advice: (advice: SizeAdvice) => string;
  /** "Choose size {size}". */
  choose: (size: string) => string;
}

/** The size the advice offers to choose: the fitting one, the smaller of two, the nearest; none for an invalid body. */
export function adviceSize(advice: SizeAdvice): string | null {
  switch (advice.fit) {
    case 'size': return advice.size;
    case 'between': return advice.smaller;
    case 'outside': return advice.nearest;
    default: return null;
  }
}

export function SizeFinder({ category, sizes, initial, hidden = {}, onChooseSize, canChoose = () => true, texts, className }: {
  category: BikeCategory;
  sizes: CustomizerSize[];
  initial: { height: string; inseam: string };
  hidden?: Record<string, string>;
  onChooseSize: (size: string) => void;
  /** Whether the advised size can be chosen here (a sold-out size cannot): no button otherwise. */
  canChoose?: (size: string) => boolean;
  texts: SizeFinderTexts;
  className?: string;
}) {
  const [asked, setAsked] = useState(initial);
  const advice = asked.height && asked.inseam ? recommendSize(category, sizes, Number(asked.height), Number(asked.inseam)) : null;
  const size = advice ? adviceSize(advice) : null;
  return (
    <details className={`size-finder${className ? ` ${className}` : ''}`} open={Boolean(initial.height)}>
      <summary>{texts.title}</summary>
      <p className="size-finder__intro">{texts.intro}</p>
      <form className="size-finder__form" method="get" onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        setAsked({ height: String(data.get('height') ?? ''), inseam: String(data.get('inseam') ?? '') });
      }}>
        {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label className="field">
          <span className="field__label">{texts.height}</span>
          <input name="height" type="number" inputMode="numeric" min={RIDER_HEIGHT_CM.min} max={RIDER_HEIGHT_CM.max} step={1} defaultValue={initial.height} required />
        </label>
        <label className="field">
          <span className="field__label">{texts.inseam}</span>
          <input name="inseam" type="number" inputMode="numeric" min={RIDER_INSEAM_CM.min} max={RIDER_INSEAM_CM.max} step={1} defaultValue={initial.inseam} required />
        </label>
        <Button type="submit" variant="secondary">{texts.title}</Button>
      </form>
      {advice && (
        <div className="size-finder__advice" role="status">
          <p data-testid="size-advice">{texts.advice(advice)}</p>
          {size && canChoose(size) && <Button type="button" variant="secondary" size="small" onClick={() => onChooseSize(size)}>{texts.choose(size)}</Button>}
        </div>
      )}
    </details>
  );
}

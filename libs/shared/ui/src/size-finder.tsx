import { useEffect, useRef, useState } from 'react';
import type { BikeCategory } from '@bike/shared/domain';
import type { CustomizerSize } from '@bike/shared/domain/configurator';
import { recommendSize, RIDER_HEIGHT_CM, RIDER_INSEAM_CM, type SizeAdvice } from '@bike/shared/domain/size-advice';
import { Button } from './button';

/**
 * The size finder (the configurator's size step and the bike page's size area): height and
 * inseam give a size from each size's stack and reach (recommendSize, the shared rule). A GET
 * form: without script the server answers it (the values travel in the URL, with `hidden`
 * fields to keep the page's own); in the browser it answers in place and offers to choose the
 * advised size. The answer is written into a status that stays in the page, so a screen reader
 * hears each new answer. Texts arrive translated.
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

/** What the rider asked: height and inseam in cm, as the form's fields send them. */
export interface RiderBody {
  height: string;
  inseam: string;
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

export function SizeFinder({ category, sizes, initial, hidden = {}, open = Boolean(initial.height), focusHeight = false, onChooseSize, canChoose = () => true, texts, className, id }: {
  category: BikeCategory;
  sizes: CustomizerSize[];
  initial: RiderBody;
  hidden?: Record<string, string>;
  /** Drawn open (default: when the address carries an answer). */
  open?: boolean;
  /** Put the focus in the height field on mount (the rider has just asked for the finder). */
  focusHeight?: boolean;
  onChooseSize: (size: string) => void;
  /** Whether the advised size can be chosen here (a sold-out size cannot): no button otherwise. */
  canChoose?: (size: string) => boolean;
  texts: SizeFinderTexts;
  className?: string;
  id?: string;
}) {
  const [asked, setAsked] = useState(initial);
  const heightRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusHeight) heightRef.current?.focus();
    // Once, when the finder appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const advice = asked.height && asked.inseam ? recommendSize(category, sizes, Number(asked.height), Number(asked.inseam)) : null;
  const size = advice ? adviceSize(advice) : null;
  return (
    <details id={id} className={`size-finder${className ? ` ${className}` : ''}`} open={open}>
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
          <input ref={heightRef} name="height" type="number" inputMode="numeric" min={RIDER_HEIGHT_CM.min} max={RIDER_HEIGHT_CM.max} step={1} defaultValue={initial.height} required />
        </label>
        <label className="field">
          <span className="field__label">{texts.inseam}</span>
          <input name="inseam" type="number" inputMode="numeric" min={RIDER_INSEAM_CM.min} max={RIDER_INSEAM_CM.max} step={1} defaultValue={initial.inseam} required />
        </label>
        <Button type="submit" variant="secondary">{texts.title}</Button>
      </form>
      <div className="size-finder__advice" role="status">
        {advice && <p data-testid="size-advice">{texts.advice(advice)}</p>}
        {size && canChoose(size) && <Button type="button" variant="secondary" size="small" onClick={() => onChooseSize(size)}>{texts.choose(size)}</Button>}
      </div>
    </details>
  );
}

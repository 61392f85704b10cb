import type { SizeAdvice } from '@bike/shared/domain/size-advice';
import { SizeFinder, type RiderBody } from '@bike/shared/ui/size-finder';
import { useT } from '@bike/shared/i18n';
import type { SizeFinderModel } from '../bike-size-finder';
import type { SizeOption } from '../size-picker';
import { SizeFinderTexts } from './size-finder-texts';

export { loadSizeFinderTexts } from './size-finder-texts';

export interface SizeFinderPanelProps {
  model: SizeFinderModel;
  /** The page's language, whose finder texts were loaded with this module (loadSizeFinder). */
  language: string;
  /** The page's query: the rider's body when the finder's form was sent without script. */
  search: string;
  options: SizeOption[];
  onChoose: (externalid: string) => void;
  /** The rider has just opened it: the focus goes to the height field. */
  focusHeight: boolean;
}

/**
 * The bike page's size finder itself (loaded when the rider opens it, ../bike-size-finder.tsx): the
 * shared finder with the configurator's rule (recommendSize) against this bike's sizes, in the
 * page's words; a sold-out size is said, not offered, and taking the advice chooses the size in
 * the size picker.
 */
/** Digits only, as the form's number fields send them (anything else is no answer). */
const riderValue = (value: string | null): string => (value && /^\d{2,3}$/.test(value) ? value : '');

/** The rider's body a no-script form sent (?height=&inseam=), empty when the address has none. */
export function riderInQuery(search: URLSearchParams): RiderBody {
  return { height: riderValue(search.get('height')), inseam: riderValue(search.get('inseam')) };
}

export function BikeSizeFinderPanel({ language, ...props }: SizeFinderPanelProps) {
  return (
    <SizeFinderTexts language={language}>
      <Finder {...props} />
    </SizeFinderTexts>
  );
}

function Finder({ model, search, options, onChoose, focusHeight }: Omit<SizeFinderPanelProps, 'language'>) {
  const t = useT();
  const optionOf = (size: string) => options.find((o) => o.size === size);
  const unavailable = (size: string) => optionOf(size)?.availability === 'unavailable';
  const advice = (a: SizeAdvice): string => {
    const text = (() => {
      switch (a.fit) {
        case 'size': return t('bike.sizeFinder.fit', { size: a.size });
        case 'between': return t('bike.sizeFinder.between', { smaller: a.smaller, larger: a.larger });
        case 'outside': return t('bike.sizeFinder.outside', { size: a.nearest });
        default: return t('bike.sizeFinder.invalid');
      }
    })();
    const offered = a.fit === 'size' ? a.size : a.fit === 'between' ? a.smaller : a.fit === 'outside' ? a.nearest : null;
    return offered && unavailable(offered) ? `${text} ${t('bike.sizeFinder.unavailable', { size: offered })}` : text;
  };
  return (
    <SizeFinder
      id="size-finder"
      className="bike-size-finder"
      category={model.category}
      sizes={model.sizes}
      initial={riderInQuery(new URLSearchParams(search))}
      open
      focusHeight={focusHeight}
      canChoose={(size) => Boolean(optionOf(size)) && !unavailable(size)}
      onChooseSize={(size) => {
        const option = optionOf(size);
        if (option) onChoose(option.externalid);
      }}
      texts={{
        title: t('bike.sizeFinder'), intro: t('bike.sizeFinder.intro'), height: t('bike.sizeFinder.height'), inseam: t('bike.sizeFinder.inseam'),
        advice, choose: (size) => t('bike.sizeFinder.choose', { size }),
      }}
    />
  );
}

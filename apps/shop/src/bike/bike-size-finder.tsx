import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BIKE_CATEGORIES, type BikeCategory, type Item } from '@bike/shared/domain';
import type { CustomizerSize, SizeAdvice } from '@bike/shared/domain/configurator';
import { SizeFinder, type SizeFinderTexts } from '@bike/shared/ui/size-finder';
import { parseGeometry } from './spec-rows';
import type { SizeOption } from './size-picker';

/**
 * The size finder on the bike page (issue 32 item 10: the sizing article promises "a size advisor
 * on every bike page"): the rider's height and inseam against this bike's own sizes, by their
 * stack and reach from the catalogue's geometry (the configurator's rule, recommendSize). When
 * the rider takes the advice, the size is chosen in the bike's size picker. A bike whose
 * catalogue has no stack and reach per size, or one size only, shows none: we never guess.
 * Without script the GET form reloads the page with ?height=&inseam=, which the server answers.
 */
export function sizeFinderModel(item: Item): { category: BikeCategory; sizes: CustomizerSize[] } | null {
  const category = item.attributes?.['bike_category'];
  if (item.itemtype !== 'bike' || !(BIKE_CATEGORIES as readonly string[]).includes(category ?? '')) return null;
  const geometry = parseGeometry(item);
  if (!geometry) return null;
  const sizes = geometry.sizes.map((code) => ({ code, stack: geometry.values['stack']?.[code] ?? null, reach: geometry.values['reach']?.[code] ?? null }));
  return sizes.filter((s) => s.stack !== null && s.reach !== null).length >= 2 ? { category: category as BikeCategory, sizes } : null;
}

/** Digits only, as the form's number fields send them (anything else is no answer). */
const riderValue = (value: string | null): string => (value && /^\d{2,3}$/.test(value) ? value : '');

export function BikeSizeFinder({ item, options, onChoose }: { item: Item; options: SizeOption[]; onChoose: (externalid: string) => void }) {
  const intl = useIntl();
  const query = new URLSearchParams(useLocation().search);
  const model = sizeFinderModel(item);
  if (!model) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
  const texts: SizeFinderTexts = {
    title: t('bike.sizeFinder'), intro: t('bike.sizeFinder.intro'), height: t('bike.sizeFinder.height'), inseam: t('bike.sizeFinder.inseam'),
    advice, choose: (size) => t('bike.sizeFinder.choose', { size }),
  };
  return (
    <SizeFinder
      className="bike-size-finder"
      category={model.category}
      sizes={model.sizes}
      initial={{ height: riderValue(query.get('height')), inseam: riderValue(query.get('inseam')) }}
      canChoose={(size) => Boolean(optionOf(size)) && !unavailable(size)}
      onChooseSize={(size) => {
        const option = optionOf(size);
        if (option) onChoose(option.externalid);
      }}
      texts={texts}
    />
  );
}

import { Suspense, use, useState, type MouseEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BIKE_CATEGORIES, type BikeCategory, type Item } from '@bike/shared/domain';
import type { CustomizerSize } from '@bike/shared/domain/configurator';
import { parseGeometry } from './spec-rows';
import type { SizeOption } from './size-picker';
import { useShop } from '@bike/shared/remote-kit';
import type { SizeFinderPanelProps } from './size-finder/size-finder-panel';

/**
 * The size finder on the bike page (issue 32 item 10: the sizing article promises "a size advisor
 * on every bike page"): the rider's height and inseam against this bike's own sizes, by their
 * stack and reach from the catalogue's geometry (the configurator's rule, recommendSize). When
 * the rider takes the advice, the size is chosen in the bike's size picker. A bike whose
 * catalogue has no stack and reach per size, or one size only, shows none: we never guess.
 *
 * The page's first load holds only "Find my size", a link drawn like the closed finder; the
 * finder's code and texts (size-finder/: the form, the rule, the advice in words) load when
 * the rider comes to it (issue 9's budget) and opens in its place. Without script the link asks
 * the server for the page with the finder open (?sizefinder), and its GET form for the page with
 * the answer (?height=&inseam=); for both the page's loader has the finder's code in place
 * (loadSizeFinder), so the server writes it, and the browser keeps that HTML until its code arrives.
 */
export interface SizeFinderModel {
  category: BikeCategory;
  sizes: CustomizerSize[];
}

export function sizeFinderModel(item: Item): SizeFinderModel | null {
  const category = item.attributes?.['bike_category'];
  if (item.itemtype !== 'bike' || !(BIKE_CATEGORIES as readonly string[]).includes(category ?? '')) return null;
  const geometry = parseGeometry(item);
  if (!geometry) return null;
  const sizes = geometry.sizes.map((code) => ({ code, stack: geometry.values['stack']?.[code] ?? null, reach: geometry.values['reach']?.[code] ?? null }));
  return sizes.filter((s) => s.stack !== null && s.reach !== null).length >= 2 ? { category: category as BikeCategory, sizes } : null;
}

/** The address's ask for the open finder, without script (the link's href). */
export const SIZE_FINDER_PARAM = 'sizefinder';

/** Whether the address asks for the finder open: its link or its form, sent without script. */
export const sizeFinderAsked = (search: URLSearchParams): boolean => search.has(SIZE_FINDER_PARAM) || search.has('height');

type PanelModule = typeof import('./size-finder/size-finder-panel');
/** The finder's code with the texts of a language, per language once here. */
const ready = new Map<string, PanelModule>();
const loading = new Map<string, Promise<PanelModule | null>>();

/**
 * The finder's code and its texts in the page's language, once: the rider coming to the link
 * (pointer, focus) starts it; the page's loader awaits it when the address asks for the finder
 * (so the server renders it). A failed load (offline) answers null and stays so: the link then
 * asks the server for the page with the finder open.
 */
export function loadSizeFinder(language: string): Promise<PanelModule | null> {
  let promise = loading.get(language);
  if (!promise) {
    promise = import('./size-finder/size-finder-panel').then(
      (module) => module.loadSizeFinderTexts(language).then(() => (ready.set(language, module), module)),
    ).catch(() => null);
    loading.set(language, promise);
  }
  return promise;
}

/** The finder, drawn at once when its code is here, else suspending until it is (keeping the server's HTML while hydrating). */
function SizeFinderSlot({ fallback, ...props }: SizeFinderPanelProps & { fallback: ReactElement }) {
  const module = ready.get(props.language) ?? use(loadSizeFinder(props.language));
  // Its code could not be loaded (offline): the link stays, and now leads to the page with the finder open.
  return module ? <module.BikeSizeFinderPanel {...props} /> : fallback;
}

export function BikeSizeFinder({ item, options, onChoose }: { item: Item; options: SizeOption[]; onChoose: (externalid: string) => void }) {
  const intl = useIntl();
  const { language } = useShop();
  const { search } = useLocation();
  const [open, setOpen] = useState(() => sizeFinderAsked(new URLSearchParams(search)));
  const [opened, setOpened] = useState(false);
  const model = sizeFinderModel(item);
  if (!model) return null;
  const title = intl.formatMessage({ id: 'bike.sizeFinder' });
  const openHere = (event: MouseEvent) => {
    // A new tab or window gets the page with the finder open, as without script; so does a
    // second press after its code failed to load.
    if (open || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
    setOpened(true);
  };
  const closed = (
    <div className="size-finder bike-size-finder" id="size-finder">
      <a className="size-finder__open" href={`?${SIZE_FINDER_PARAM}#size-finder`} onClick={openHere} onPointerEnter={() => void loadSizeFinder(language)} onFocus={() => void loadSizeFinder(language)}>
        {title}
      </a>
    </div>
  );
  if (!open) return closed;
  return (
    <Suspense fallback={closed}>
      <SizeFinderSlot model={model} language={language} search={search} options={options} onChoose={onChoose} focusHeight={opened} fallback={closed} />
    </Suspense>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShop } from '@bike/shared/remote-kit';
import { locationNameIn, storageRestoredAtom, useAtomValue, userLocationAtom, useSetAtom, type UserLocation } from '@bike/shared/store';
import { FitterList } from './fitter-list';
import { fittersNear, type FittersNearby } from './fitting-dealers';
import { FittingForm } from './fitting-form';

/** Places the shopper chose (a search, a dealer, their device), as opposed to the default and the fallback. */
const CHOSEN_LOCATIONS = new Set<UserLocation['type']>(['SEARCH', 'DEALER', 'COORDINATES']);

/**
 * The bike-fitting page's own part: the dealers that offer fitting nearest the rider, and the
 * request for an appointment at one of them. Starts from the loader's list (a searched town, or
 * the page's country from the default place); without a searched town, the list then follows
 * the place the shopper keeps, when they chose one (the dealer locator, a search here).
 */
export default function FittingSection({ fitters: loaded }: { fitters: FittersNearby }) {
  const intl = useIntl();
  const { api, locale, language } = useShop();
  const [fitters, setFitters] = useState(loaded);
  const [chosen, setChosen] = useState(loaded.chosen);
  const dealerField = useRef<HTMLSelectElement>(null);

  const restored = useAtomValue(storageRestoredAtom);
  const location = useAtomValue(userLocationAtom);
  const setLocation = useSetAtom(userLocationAtom);
  const { q, origin } = loaded;
  // A searched town becomes the shopper's place, as in the dealer locator: later pages measure from it.
  useEffect(() => {
    if (restored && q && origin.chosen) setLocation({ type: 'SEARCH', lat: origin.lat, lng: origin.lng, readableLocation: origin.name, timestamp: Date.now() });
  }, [restored, q, origin.chosen, origin.lat, origin.lng, origin.name, setLocation]);
  // No town in the address: the place the shopper chose before, if any, decides what is nearest.
  const measureFromStored = restored && !q && CHOSEN_LOCATIONS.has(location.type);
  useEffect(() => {
    if (!measureFromStored) return;
    let live = true;
    void fittersNear(api, locale, location, null).then((found) => {
      if (!live) return;
      setFitters((current) => {
        // A dealer asked for by the address stays on the list.
        const kept = current.dealers.find((d) => d.slug === current.chosen && !found.dealers.some((f) => f.slug === d.slug));
        return { ...current, ...found, dealers: kept ? [kept, ...found.dealers] : found.dealers, country: null, origin: { lat: location.lat, lng: location.lng, name: locationNameIn(location, language), chosen: true } };
      });
    });
    return () => {
      live = false;
    };
  }, [measureFromStored, api, locale, language, location]);

  // Choosing from the list moves the rider to the request: on a phone it is below the list.
  const choose = (slug: string) => {
    setChosen(slug);
    dealerField.current?.scrollIntoView?.({ block: 'center' });
    dealerField.current?.focus({ preventScroll: true });
  };
  return (
    <section className="container contact-forms fitting" id="fitters" aria-labelledby="fitting-dealers-title">
      <FitterList fitters={fitters} chosen={chosen} onChoose={choose} />
      <div className="fitting__request" id="fitting-request">
        <h2 id="fitting-request-title">{intl.formatMessage({ id: 'fitting.form.title' })}</h2>
        <FittingForm ref={dealerField} dealers={fitters.dealers} chosen={chosen} onChoose={setChosen} />
      </div>
    </section>
  );
}

import { BIKE_VIEWS, bikeViewPath, type BikeView, type ItemView } from '@bike/shared/domain/bike-views';
import type { Language } from '@bike/shared/i18n/locales';
import { catalogueLanguage } from './catalogue-texts';

/**
 * The views of an item's picture for the single-item calls (issue 32 item 6): every view of a drawn
 * bike, each with its alt text in the locale's language, so a page names each picture as it shows
 * it. An item whose picture is not a drawn bike (an accessory, an imported photo) has its one
 * picture as its only view, with an empty alt text (the page names it with the product's own
 * name: "side view" would be wrong for a cap); an item without a picture has none.
 */
const VIEW_ALT: Record<Language, Record<BikeView, string>> = {
  en: { side: 'Side view', 'three-quarter': 'Three-quarter view from the front', groupset: 'Groupset close-up', cockpit: 'Cockpit close-up' },
  nl: { side: 'Zijaanzicht', 'three-quarter': 'Driekwartaanzicht van voren', groupset: 'Groepset van dichtbij', cockpit: 'Cockpit van dichtbij' },
  de: { side: 'Seitenansicht', 'three-quarter': 'Dreiviertelansicht von vorn', groupset: 'Schaltgruppe aus der Nähe', cockpit: 'Cockpit aus der Nähe' },
  fr: { side: 'Vue de profil', 'three-quarter': 'Vue de trois quarts avant', groupset: 'Gros plan sur le groupe', cockpit: 'Gros plan sur le cintre et la potence' },
  es: { side: 'Vista lateral', 'three-quarter': 'Vista de tres cuartos desde delante', groupset: 'Primer plano del grupo', cockpit: 'Primer plano del manillar y la potencia' },
  it: { side: 'Vista laterale', 'three-quarter': 'Vista di tre quarti anteriore', groupset: 'Primo piano del gruppo', cockpit: 'Primo piano di manubrio e attacco' },
};

/** The alt text of a view in a language (English for a language the catalogue does not have). */
export const viewAlt = (view: BikeView, language: string): string => VIEW_ALT[catalogueLanguage(language)][view];

export function itemViews(image: string | null, language: string): ItemView[] {
  if (!image) return [];
  if (!bikeViewPath(image, 'side')) return [{ view: 'side', image, alt: '' }];
  return BIKE_VIEWS.map((view) => ({ view, image: bikeViewPath(image, view)!, alt: viewAlt(view, language) }));
}


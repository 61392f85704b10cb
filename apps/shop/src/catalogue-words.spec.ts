import { BIKE_CATEGORIES } from '@bike/shared/domain';
import { BIKE_CATEGORY_LABELS, LANGUAGES } from '@bike/seed/catalogue-words';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { it as itMessages } from './messages/it';
import { nl } from './messages/nl';

// One word for one thing (issue 11 item 2): the shop filter's bike types come from the catalogue's
// attribute translations, the bike pages' from these messages; both must name a category alike.
const shop: Record<string, Record<string, string>> = { en, nl, fr, de, es, it: itMessages };

it('names every bike category as the catalogue does, in every language', () => {
  for (const language of LANGUAGES) {
    for (const category of BIKE_CATEGORIES) {
      expect([language, category, shop[language][`category.${category}`]]).toEqual([language, category, BIKE_CATEGORY_LABELS[category][language]]);
    }
  }
});

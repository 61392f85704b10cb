import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image } from './seed-helpers';

/** Reviews are not translated: each is written in its own language (nl, en, fr, es, de, it or int). */
interface ReviewTemplate {
  reviewLanguage: string;
  reviewType: 'magazine' | 'customer' | 'video';
  reviewBrand: string;
  title: string;
  description: string;
}

const TEMPLATES: ReviewTemplate[] = [
  { reviewLanguage: 'nl', reviewType: 'magazine', reviewBrand: 'De Wielerbode', title: 'Comfortabel en toch snel', description: 'Op de kasseien blijft de fiets verrassend rustig, en op de vlakke stukken voelt hij levendig. Een aanrader voor wie lange ritten rijdt.' },
  { reviewLanguage: 'en', reviewType: 'magazine', reviewBrand: 'Road Notes Magazine', title: 'A bike that makes long days easy', description: 'Predictable handling, a frame that soaks up rough roads and sensible details such as a threaded bottom bracket. Our testers did not want to give it back.' },
  { reviewLanguage: 'fr', reviewType: 'magazine', reviewBrand: 'Vélo Passion Hebdo', title: 'Polyvalent et bien né', description: 'Un cadre confortable sans être mou, un montage cohérent et une finition soignée. Il se prête aussi bien à l’entraînement qu’aux longues sorties.' },
  { reviewLanguage: 'es', reviewType: 'customer', reviewBrand: 'Marta, Valencia', title: 'Encantada después de 3.000 km', description: 'La configuré a mi medida y llegó en siete semanas. Cómoda en las salidas largas y muy estable en bajada.' },
  { reviewLanguage: 'de', reviewType: 'magazine', reviewBrand: 'Radwelt Magazin', title: 'Durchdacht bis ins Detail', description: 'Saubere Zugverlegung, die sich trotzdem warten lässt, und ein Fahrverhalten, das Vertrauen schafft. Die Größenabstimmung merkt man.' },
  { reviewLanguage: 'it', reviewType: 'customer', reviewBrand: 'Luca, Bergamo', title: 'Ottima su ogni strada', description: 'Uso la bici tutti i giorni, anche sulle strade bianche. Solida, precisa e comoda: la rifarei uguale.' },
  { reviewLanguage: 'int', reviewType: 'video', reviewBrand: 'Gravel Journal International', title: 'Long-term test: twelve months later', description: 'After a year of all-weather riding the bike still runs quietly. Bearings, cables and paint held up well.' },
  { reviewLanguage: 'nl', reviewType: 'customer', reviewBrand: 'Koen, Hasselt', title: 'Binnen acht weken geleverd', description: 'Precies zoals samengesteld, netjes afgesteld door de dealer. Na de fitting zit ik beter dan ooit.' },
  { reviewLanguage: 'en', reviewType: 'customer', reviewBrand: 'Sarah, Leeds', title: 'Worth the wait', description: 'The configurator made choosing easy and the bike arrived perfectly built. Registering it for the five-year warranty took two minutes.' },
];

/** Spread over the platforms and over time, so ordering by language and date is visible. */
export function reviewRows(platformCodes: string[]): NewContentEntry[] {
  const rows: NewContentEntry[] = [];
  let id = 200001;
  platformCodes.forEach((platformId, platformIndex) => {
    TEMPLATES.forEach((template, templateIndex) => {
      // Each platform gets most of the templates; which ones rotates per platform.
      if ((templateIndex + platformIndex) % 4 === 3) return;
      const day = 1 + ((templateIndex * 7 + platformIndex * 3) % 27);
      const month = 1 + ((templateIndex + platformIndex) % 12);
      rows.push(
        ...entryRows(
          'review',
          id,
          { postDate: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00:00Z` },
          {
            [template.reviewLanguage === 'int' ? 'int' : template.reviewLanguage]: {
              title: template.title,
              data: {
                reviewLanguage: template.reviewLanguage,
                reviewType: template.reviewType,
                reviewBrand: template.reviewBrand,
                platformId,
                description: template.description,
                pageUrl: template.reviewType === 'customer' ? '' : `https://reviews.example.org/${platformId.toLowerCase()}/${id}`,
                reviewImage: image(`review-${templateIndex + 1}`, template.title),
              },
            },
          } as never,
        ),
      );
      id += 1;
    });
  });
  return rows;
}

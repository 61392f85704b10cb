import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';

interface ConfigurationTexts {
  title: (model: string, colour: string) => string;
  description: (groupset: string, colour: string) => string;
  colours: string[];
  specs: [string, string, string];
}

const TEXTS: Tr<ConfigurationTexts> = {
  en: { title: (m, c) => `${m} in ${c}`, description: (g, c) => `A rider’s favourite: ${c} paint with ${g}, set up for long days in the saddle.`, colours: ['forest green', 'sand', 'midnight blue', 'chalk white'], specs: ['Groupset', 'Paint design', 'Tyres'] },
  de: { title: (m, c) => `${m} in ${c}`, description: (g, c) => `Ein Favorit unserer Fahrer: Lackierung in ${c} mit ${g}, abgestimmt auf lange Tage im Sattel.`, colours: ['Waldgrün', 'Sand', 'Nachtblau', 'Kreideweiß'], specs: ['Schaltgruppe', 'Lackierung', 'Reifen'] },
  es: { title: (m, c) => `${m} en ${c}`, description: (g, c) => `Una de las favoritas: pintura ${c} con ${g}, preparada para largas jornadas sobre el sillín.`, colours: ['verde bosque', 'arena', 'azul noche', 'blanco tiza'], specs: ['Grupo', 'Pintura', 'Neumáticos'] },
  fr: { title: (m, c) => `${m} en ${c}`, description: (g, c) => `Un favori des cyclistes : peinture ${c} avec ${g}, réglé pour les longues journées en selle.`, colours: ['vert forêt', 'sable', 'bleu nuit', 'blanc craie'], specs: ['Groupe', 'Peinture', 'Pneus'] },
  it: { title: (m, c) => `${m} in ${c}`, description: (g, c) => `Una delle preferite: verniciatura ${c} con ${g}, pensata per lunghe giornate in sella.`, colours: ['verde bosco', 'sabbia', 'blu notte', 'bianco gesso'], specs: ['Gruppo', 'Verniciatura', 'Gomme'] },
  nl: { title: (m, c) => `${m} in ${c}`, description: (g, c) => `Een favoriet van onze renners: ${c} lakwerk met ${g}, afgesteld voor lange dagen in het zadel.`, colours: ['bosgroen', 'zand', 'nachtblauw', 'krijtwit'], specs: ['Groep', 'Lakontwerp', 'Banden'] },
};

/** A platform with its title and the configurations the catalogue really builds. */
export interface PlatformConfigurations {
  code: string;
  title: string;
  configurations: {
    externalid: string; groupset: string; paint: string; image: string | null; price: number | null;
    /** The code of the configuration's concept, so the entry opens in the configurator. */
    code?: string;
    /** The paint's name in the other languages (English is `paint`). */
    paintIn?: Partial<Record<string, string>>;
  }[];
}

/** Used only when the catalogue gives no configurations (content tests on their own). */
const GENERIC_GROUPSETS = ['Kadans Sport 2x12', 'Kadans Race Di 2x12', 'Velox Axis 1x13', 'Spirale Pro 2x12'];

/**
 * Configuration entries (spec point 3) per platform: three shown and one hidden
 * (showConfiguration false, and the newest, so the filter is visible). Each is one of the
 * platform's real configurations (its groupset, its paint, its price and picture) under the
 * platform's name, so an inspiration never offers a groupset or paint that bike does not have.
 */
export function configurationRows(platforms: PlatformConfigurations[]): NewContentEntry[] {
  return platforms.flatMap((platform, platformIndex) =>
    [0, 1, 2, 3].flatMap((variant) => {
      const id = 100001 + platformIndex * 10 + variant;
      const hidden = variant === 3;
      const day = String(10 + variant * 4).padStart(2, '0');
      const month = String(1 + ((platformIndex * 2) % 9)).padStart(2, '0');
      // Spread over the platform's configurations: different groupsets and paints where it has them.
      const real = platform.configurations.length ? platform.configurations[(variant * 5 + platformIndex) % platform.configurations.length] : null;
      const platformId = platform.code;
      return entryRows(
        'configuration',
        id,
        { postDate: `2025-${month}-${day}T12:00:00Z`, position: variant },
        translate(TEXTS, (t, lang) => {
          const paint = (real && (real.paintIn?.[lang] ?? real.paint)) ?? t.colours[variant];
          const groupset = real?.groupset ?? GENERIC_GROUPSETS[(variant + platformIndex) % GENERIC_GROUPSETS.length];
          const title = t.title(platform.title, paint);
          return {
            title,
            data: {
              platformId,
              configurationDescription: t.description(groupset, paint),
              featuredImage: real?.image ? { url: real.image, alt: title, width: 1200, height: 800 } : image(`configuration-${platformId.toLowerCase()}-${variant}`, title),
              price: real?.price ?? 2199 + variant * 400 + platformIndex * 150,
              configurationCode: real?.code ?? `${platformId.replace(/[^A-Z0-9]/gi, '').slice(0, 8).toUpperCase()}-${['K7Q2', 'M3T8', 'R5W1', 'Z9X4'][variant]}`,
              showConfiguration: !hidden,
              specifications: [
                { specTitle: t.specs[0], specContent: groupset },
                { specTitle: t.specs[1], specContent: paint },
                { specTitle: t.specs[2], specContent: `${28 + variant * 4} mm` },
              ],
              ...(real ? { externalid: real.externalid } : {}),
            },
          };
        }),
      );
    }),
  );
}

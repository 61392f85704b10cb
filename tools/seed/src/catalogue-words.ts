/**
 * The catalogue's words in its six languages: menu subtitles, technologies, range names, and the
 * sentences the generator writes for descriptions, frames and voucher texts. English goes into
 * the text columns, the other languages into `texts` (libs/server/catalogue/src/catalogue-texts.ts).
 * Model, groupset and product-line names (Helix, Kadans Race, Classic) are names: they stay as they are.
 */
import type { BikeCategory } from '@bike/shared/domain';
import { withUnit } from './component-words';
import type { SeedLanguage } from './vocabulary';

// The words tests outside the seed compare with (the shop's category names, the sweep's list).
export { BIKE_CATEGORY_LABELS, COLOURS, LANGUAGES } from './vocabulary';

export type Words = Record<SeedLanguage, string>;
/** The languages other than English, as the `texts` column holds them. */
export const OTHER_LANGUAGES = ['nl', 'fr', 'de', 'es', 'it'] as const satisfies readonly SeedLanguage[];

export const MENU_SUBTITLES: Words[] = [
  { en: 'New colours', nl: 'Nieuwe kleuren', fr: 'Nouvelles couleurs', de: 'Neue Farben', es: 'Nuevos colores', it: 'Nuovi colori' },
  { en: 'Race proven', nl: 'Bewezen in wedstrijden', fr: 'Éprouvé en course', de: 'Rennerprobt', es: 'Probada en carrera', it: 'Collaudata in gara' },
  { en: 'Lighter frame', nl: 'Lichter frame', fr: 'Cadre plus léger', de: 'Leichterer Rahmen', es: 'Cuadro más ligero', it: 'Telaio più leggero' },
];

/**
 * A platform's technology highlights (the bike page's technologies, the platform page's
 * highlights), each said from the frame's own values so a highlight never disagrees with the
 * specification table: "Bandenruimte 45 mm" is the frame's clearance. Which highlights a frame
 * may carry is the category rules' business (bike-build.ts).
 */
export const HIGHLIGHT_KEYS = [
  'aero-tubes', 'internal-routing', 'flat-mount', 'thru-axles', 'carbon-layup', 'tyre-clearance', 'dropper',
  'battery', 'mudguards', 'frame-bag', 'kamm-tail', 'rack', 'suspension-fork',
] as const;
export type HighlightKey = (typeof HIGHLIGHT_KEYS)[number];

const FIXED_HIGHLIGHTS: Record<Exclude<HighlightKey, 'tyre-clearance' | 'suspension-fork'>, Words> = {
  'aero-tubes': { en: 'Aero-shaped tube profiles', nl: 'Aerodynamische buisprofielen', fr: 'Profils de tubes aérodynamiques', de: 'Aerodynamische Rohrprofile', es: 'Perfiles de tubo aerodinámicos', it: 'Profili dei tubi aerodinamici' },
  'internal-routing': { en: 'Internal cable routing', nl: 'Interne kabelgeleiding', fr: 'Passage interne des câbles', de: 'Interne Zugführung', es: 'Cableado interno', it: 'Passaggio interno dei cavi' },
  'flat-mount': { en: 'Flat-mount disc brakes', nl: 'Flat-mount schijfremmen', fr: 'Freins à disque flat-mount', de: 'Flat-Mount-Scheibenbremsen', es: 'Frenos de disco flat-mount', it: 'Freni a disco flat-mount' },
  'thru-axles': { en: 'Thru-axles 12 mm', nl: 'Steekassen 12 mm', fr: 'Axes traversants 12 mm', de: 'Steckachsen 12 mm', es: 'Ejes pasantes de 12 mm', it: 'Perni passanti da 12 mm' },
  'carbon-layup': { en: 'Carbon layup F-Steering', nl: 'Carbonopbouw F-Steering', fr: 'Drapage carbone F-Steering', de: 'Carbon-Layup F-Steering', es: 'Laminado de carbono F-Steering', it: 'Laminazione in carbonio F-Steering' },
  dropper: { en: 'Dropper post ready', nl: 'Voorbereid op een dropperpost', fr: 'Compatible tige de selle télescopique', de: 'Vorbereitet für Vario-Sattelstütze', es: 'Preparado para tija telescópica', it: 'Predisposto per reggisella telescopico' },
  battery: { en: 'Integrated battery', nl: 'Geïntegreerde accu', fr: 'Batterie intégrée', de: 'Integrierter Akku', es: 'Batería integrada', it: 'Batteria integrata' },
  mudguards: { en: 'Fender mounts', nl: 'Bevestiging voor spatborden', fr: 'Fixations pour garde-boue', de: 'Schutzblechösen', es: 'Anclajes para guardabarros', it: 'Attacchi per parafanghi' },
  'frame-bag': { en: 'Frame bag mounts', nl: 'Bevestiging voor frametassen', fr: 'Fixations pour sacoche de cadre', de: 'Ösen für Rahmentaschen', es: 'Anclajes para bolsa de cuadro', it: 'Attacchi per borsa da telaio' },
  'kamm-tail': { en: 'Kamm-tail seatpost', nl: 'Kamm-tail zadelpen', fr: 'Tige de selle Kamm-tail', de: 'Kamm-Tail-Sattelstütze', es: 'Tija Kamm-tail', it: 'Reggisella Kamm-tail' },
  rack: { en: 'Rack mounts', nl: 'Bevestiging voor een bagagedrager', fr: 'Fixations pour porte-bagages', de: 'Gepäckträgerösen', es: 'Anclajes para portabultos', it: 'Attacchi per portapacchi' },
};

/** A highlight in every language, with the frame's clearance or fork travel where it names one. */
export function highlightWords(key: HighlightKey, frame: { tyreClearanceMm: number; forkTravelMm: number }): Words {
  if (key === 'tyre-clearance') {
    const mm = withUnit(frame.tyreClearanceMm, 'mm');
    return { en: `Tyre clearance ${mm}`, nl: `Bandenruimte ${mm}`, fr: `Passage de pneus ${mm}`, de: `Reifenfreiheit ${mm}`, es: `Paso de rueda de ${mm}`, it: `Passaggio ruota ${mm}` };
  }
  if (key === 'suspension-fork') {
    const mm = withUnit(frame.forkTravelMm, 'mm');
    return {
      en: `Suspension fork, ${mm} travel`, nl: `Verende voorvork, ${mm} veerweg`, fr: `Fourche suspendue, ${mm} de débattement`,
      de: `Federgabel mit ${mm} Federweg`, es: `Horquilla de suspensión de ${mm}`, it: `Forcella ammortizzata, ${mm} di escursione`,
    };
  }
  return FIXED_HIGHLIGHTS[key];
}

/** Frame range names by range code, top to entry level. */
export const RANGE_NAMES: Record<string, Words> = {
  RACE: { en: 'Race', nl: 'Competitie', fr: 'Course', de: 'Race', es: 'Competición', it: 'Competizione' },
  PERF: { en: 'Performance', nl: 'Performance', fr: 'Performance', de: 'Performance', es: 'Rendimiento', it: 'Performance' },
  ENDU: { en: 'Endurance', nl: 'Endurance', fr: 'Endurance', de: 'Endurance', es: 'Fondo', it: 'Endurance' },
  SPORT: { en: 'Sport', nl: 'Sport', fr: 'Sport', de: 'Sport', es: 'Sport', it: 'Sport' },
};

/** A bike of a category as a noun inside a sentence ("a gravel bike"). */
const BIKE_KIND: Record<BikeCategory, Words> = {
  road: { en: 'road bike', nl: 'racefiets', fr: 'vélo de route', de: 'Rennrad', es: 'bicicleta de carretera', it: 'bici da strada' },
  gravel: { en: 'gravel bike', nl: 'gravelfiets', fr: 'vélo gravel', de: 'Gravelbike', es: 'bicicleta gravel', it: 'bici gravel' },
  'all-road': { en: 'all-road bike', nl: 'all-roadfiets', fr: 'vélo all-road', de: 'Allroad-Rad', es: 'bicicleta all-road', it: 'bici all-road' },
  cyclocross: { en: 'cyclocross bike', nl: 'veldrijfiets', fr: 'vélo de cyclo-cross', de: 'Crossrad', es: 'bicicleta de ciclocross', it: 'bici da ciclocross' },
  mountain: { en: 'mountain bike', nl: 'mountainbike', fr: 'VTT', de: 'Mountainbike', es: 'bicicleta de montaña', it: 'mountain bike' },
  'e-bikes': { en: 'e-bike', nl: 'e-bike', fr: 'vélo électrique', de: 'E-Bike', es: 'bicicleta eléctrica', it: 'e-bike' },
  triathlon: { en: 'triathlon bike', nl: 'triatlonfiets', fr: 'vélo de triathlon', de: 'Triathlonrad', es: 'bicicleta de triatlón', it: 'bici da triathlon' },
};

/** German keeps its nouns' capitals; the other languages write a colour in lower case inside a sentence. */
const inSentence = (language: SeedLanguage, words: string) => (language === 'de' ? words : words.toLowerCase());

export interface BikeWords {
  model: string;
  family: string;
  groupset: string;
  paint: string;
  category: BikeCategory;
}

export function bikeDescription(language: SeedLanguage, bike: BikeWords): string {
  const kind = BIKE_KIND[bike.category][language];
  const paint = inSentence(language, bike.paint);
  switch (language) {
    case 'en': return `The ${bike.model} in ${paint} with ${bike.groupset}: ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} from the ${bike.family} family.`;
    case 'nl': return `De ${bike.model} in ${paint} met ${bike.groupset}: een ${kind} uit de ${bike.family}-familie.`;
    case 'fr': return `Le ${bike.model} en ${paint} avec ${bike.groupset}\u00a0: un ${kind} de la famille ${bike.family}.`;
    case 'de': return `Das ${bike.model} in ${paint} mit ${bike.groupset}: ein ${kind} aus der ${bike.family}-Familie.`;
    case 'es': return `La ${bike.model} en ${paint} con ${bike.groupset}: una ${kind} de la familia ${bike.family}.`;
    case 'it': return `La ${bike.model} in ${paint} con ${bike.groupset}: una ${kind} della famiglia ${bike.family}.`;
  }
}

export function frameFamily(language: SeedLanguage, family: string): string {
  return { en: `${family} frame`, nl: `${family}-frame`, fr: `Cadre ${family}`, de: `${family}-Rahmen`, es: `Cuadro ${family}`, it: `Telaio ${family}` }[language];
}

/** The size value of one-size accessories, labelled in the shop filter and the specifications. */
export const ONE_SIZE = 'ONE SIZE';
export const ONE_SIZE_LABEL: Words = { en: 'One size', nl: 'Eén maat', fr: 'Taille unique', de: 'Einheitsgröße', es: 'Talla única', it: 'Taglia unica' };

export const VOUCHER_TEXT: Words = {
  en: 'Free bottles and cages with this bike', nl: 'Gratis bidons en bidonhouders bij deze fiets', fr: 'Bidons et porte-bidons offerts avec ce vélo',
  de: 'Trinkflaschen und Halter gratis zu diesem Rad', es: 'Bidones y portabidones gratis con esta bici', it: 'Borracce e portaborracce in omaggio con questa bici',
};

/** An accessory's name: the product line (a name) and the noun, in the language's order. */
export function accessoryName(language: SeedLanguage, line: string, noun: string): string {
  return language === 'fr' || language === 'es' || language === 'it' ? `${noun} ${line}` : `${line} ${noun}`;
}

export function accessoryDescription(language: SeedLanguage, line: string, noun: string, colour: string): string {
  const c = inSentence(language, colour);
  switch (language) {
    case 'en': return `${line} ${noun.toLowerCase()} in ${c}.`;
    case 'nl': return `${noun} uit de ${line}-lijn in ${c}.`;
    case 'fr': return `${noun} de la ligne ${line}, coloris ${c}.`;
    case 'de': return `${noun} der Linie ${line} in ${c}.`;
    case 'es': return `${noun} de la línea ${line} en ${c}.`;
    case 'it': return `${noun} della linea ${line} in ${c}.`;
  }
}

export function voucherDescription(language: SeedLanguage, brand: string, value: number): string {
  switch (language) {
    case 'en': return `A gift voucher from ${brand} worth ${value} EUR, valid on bikes, accessories and apparel.`;
    case 'nl': return `Een cadeaubon van ${brand} ter waarde van ${value} EUR, geldig op fietsen, accessoires en kleding.`;
    case 'fr': return `Un bon cadeau ${brand} d’une valeur de ${value} EUR, valable sur les vélos, les accessoires et les vêtements.`;
    case 'de': return `Ein Geschenkgutschein von ${brand} im Wert von ${value} EUR, gültig für Räder, Zubehör und Bekleidung.`;
    case 'es': return `Un vale regalo de ${brand} por valor de ${value} EUR, válido en bicicletas, accesorios y ropa.`;
    case 'it': return `Un buono regalo ${brand} del valore di ${value} EUR, valido su bici, accessori e abbigliamento.`;
  }
}

/** `{ nl: fields('nl'), fr: fields('fr'), … }` for the `texts` column; English stays in the columns. */
export function otherLanguages<T>(fields: (language: SeedLanguage) => T): Partial<Record<SeedLanguage, T>> {
  return Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, fields(language)]));
}

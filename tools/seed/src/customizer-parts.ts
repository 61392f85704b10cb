/**
 * The parts a rider may swap in the configurator (wheels, cockpit, saddle), with names in the six
 * languages, the bike categories that take them, the EUR price they add and the factory's stock.
 * Each slot has one standard part per category (price 0): the part the bike comes with. Stock is
 * written out, not drawn at random, so the demo shows each delivery case: parts in stock, a part
 * that sets the date (aero cockpit, 7 weeks) and one beyond the 8-week promise (disc wheel).
 */
import type { BikeCategory } from '@bike/shared/domain';
import type { Row } from './generate';
import type { SeedLanguage } from './vocabulary';

type Names = Record<SeedLanguage, string>;
interface PartDef {
  code: string;
  slot: 'wheels' | 'cockpit' | 'saddle';
  drawing: string;
  name: Names;
  categories: BikeCategory[];
  eur: number;
  standard?: boolean;
  stock: number;
  restockWorkdays?: number;
}

const DROP_BAR_BIKES: BikeCategory[] = ['road', 'gravel', 'all-road', 'cyclocross'];
const FLAT_BAR_BIKES: BikeCategory[] = ['mountain', 'e-bikes'];

export const CUSTOMIZER_PARTS: PartDef[] = [
  // Wheels
  { code: 'WH-ALU', slot: 'wheels', drawing: 'alloy', categories: [...DROP_BAR_BIKES, 'triathlon'], eur: 0, standard: true, stock: 400,
    name: { en: 'Alloy wheelset', nl: 'Aluminium wielset', fr: 'Roues en aluminium', de: 'Aluminium-Laufradsatz', es: 'Ruedas de aluminio', it: 'Ruote in alluminio' } },
  { code: 'WH-C35', slot: 'wheels', drawing: 'carbon-shallow', categories: DROP_BAR_BIKES, eur: 899, stock: 60,
    name: { en: 'Carbon wheels, 35 mm', nl: 'Carbon wielen, 35 mm', fr: 'Roues carbone, 35 mm', de: 'Carbon-Laufräder, 35 mm', es: 'Ruedas de carbono, 35 mm', it: 'Ruote in carbonio, 35 mm' } },
  { code: 'WH-C55', slot: 'wheels', drawing: 'carbon-deep', categories: ['road', 'triathlon'], eur: 1399, stock: 0, restockWorkdays: 12,
    name: { en: 'Carbon aero wheels, 55 mm', nl: 'Carbon aerowielen, 55 mm', fr: 'Roues aéro carbone, 55 mm', de: 'Carbon-Aerolaufräder, 55 mm', es: 'Ruedas aero de carbono, 55 mm', it: 'Ruote aero in carbonio, 55 mm' } },
  { code: 'WH-DISC', slot: 'wheels', drawing: 'carbon-disc', categories: ['triathlon'], eur: 1899, stock: 0, restockWorkdays: 50,
    name: { en: 'Carbon disc rear wheel', nl: 'Carbon dichte achterwiel', fr: 'Roue lenticulaire carbone', de: 'Carbon-Scheibenrad hinten', es: 'Rueda lenticular de carbono', it: 'Ruota lenticolare in carbonio' } },
  { code: 'WH-TRAIL', slot: 'wheels', drawing: 'alloy', categories: FLAT_BAR_BIKES, eur: 0, standard: true, stock: 300,
    name: { en: 'Alloy trail wheelset', nl: 'Aluminium trailwielset', fr: 'Roues trail en aluminium', de: 'Aluminium-Trail-Laufradsatz', es: 'Ruedas trail de aluminio', it: 'Ruote trail in alluminio' } },
  { code: 'WH-TRAILC', slot: 'wheels', drawing: 'carbon-shallow', categories: FLAT_BAR_BIKES, eur: 1199, stock: 25,
    name: { en: 'Carbon trail wheelset', nl: 'Carbon trailwielset', fr: 'Roues trail carbone', de: 'Carbon-Trail-Laufradsatz', es: 'Ruedas trail de carbono', it: 'Ruote trail in carbonio' } },
  // Cockpit
  { code: 'CP-DROP', slot: 'cockpit', drawing: 'drop', categories: DROP_BAR_BIKES, eur: 0, standard: true, stock: 500,
    name: { en: 'Alloy drop bar and stem', nl: 'Aluminium racestuur en stuurpen', fr: 'Cintre route et potence en aluminium', de: 'Aluminium-Rennlenker und Vorbau', es: 'Manillar de carretera y potencia de aluminio', it: 'Manubrio corsa e attacco in alluminio' } },
  { code: 'CP-AERO', slot: 'cockpit', drawing: 'aero-drop', categories: ['road', 'all-road'], eur: 449, stock: 0, restockWorkdays: 30,
    name: { en: 'Integrated carbon aero cockpit', nl: 'Geïntegreerd carbon aerostuur', fr: 'Cockpit aéro intégré en carbone', de: 'Integriertes Carbon-Aerocockpit', es: 'Cockpit aero integrado de carbono', it: 'Cockpit aero integrato in carbonio' } },
  { code: 'CP-FLAT', slot: 'cockpit', drawing: 'flat', categories: ['mountain'], eur: 0, standard: true, stock: 200,
    name: { en: 'Flat bar and stem', nl: 'Recht stuur en stuurpen', fr: 'Cintre plat et potence', de: 'Flachlenker und Vorbau', es: 'Manillar plano y potencia', it: 'Manubrio piatto e attacco' } },
  { code: 'CP-RISER', slot: 'cockpit', drawing: 'riser', categories: FLAT_BAR_BIKES, eur: 0, standard: true, stock: 200,
    name: { en: 'Riser bar with comfort grips', nl: 'Riserstuur met comfortgrips', fr: 'Cintre relevé avec poignées confort', de: 'Riser-Lenker mit Komfortgriffen', es: 'Manillar elevado con puños confort', it: 'Manubrio rialzato con manopole comfort' } },
  { code: 'CP-TRI', slot: 'cockpit', drawing: 'aero-bar', categories: ['triathlon'], eur: 0, standard: true, stock: 80,
    name: { en: 'Aero base bar with extensions', nl: 'Aerostuur met opzetstukken', fr: 'Cintre aéro avec prolongateurs', de: 'Aero-Basislenker mit Aufsatz', es: 'Manillar aero con extensiones', it: 'Manubrio aero con prolunghe' } },
  // Saddle
  { code: 'SD-RACE', slot: 'saddle', drawing: 'race', categories: [...DROP_BAR_BIKES, 'mountain'], eur: 0, standard: true, stock: 600,
    name: { en: 'Race saddle', nl: 'Racezadel', fr: 'Selle course', de: 'Rennsattel', es: 'Sillín de carreras', it: 'Sella da corsa' } },
  { code: 'SD-COMFORT', slot: 'saddle', drawing: 'comfort', categories: ['e-bikes'], eur: 0, standard: true, stock: 300,
    name: { en: 'Comfort saddle', nl: 'Comfortzadel', fr: 'Selle confort', de: 'Komfortsattel', es: 'Sillín confort', it: 'Sella comfort' } },
  { code: 'SD-TRI', slot: 'saddle', drawing: 'short-nose', categories: ['triathlon'], eur: 0, standard: true, stock: 90,
    name: { en: 'Split-nose triathlon saddle', nl: 'Triatlonzadel met gesplitste neus', fr: 'Selle triathlon à bec fendu', de: 'Triathlonsattel mit geteilter Nase', es: 'Sillín de triatlón de punta partida', it: 'Sella da triathlon a punta divisa' } },
  { code: 'SD-SHORT', slot: 'saddle', drawing: 'short-nose', categories: [...DROP_BAR_BIKES, 'mountain', 'e-bikes'], eur: 189, stock: 40,
    name: { en: 'Short-nose carbon saddle', nl: 'Kort carbon zadel', fr: 'Selle courte en carbone', de: 'Kurzer Carbonsattel', es: 'Sillín corto de carbono', it: 'Sella corta in carbonio' } },
];

/**
 * The part a bike of the category comes with in a slot: the first standard part in the list, the
 * one the configurator starts from (it orders parts by position, standard first), so the bike
 * page's component list and a configuration left as it is name the same wheels, cockpit and saddle.
 */
export function standardPart(slot: PartDef['slot'], category: BikeCategory): PartDef {
  const part = CUSTOMIZER_PARTS.find((p) => p.slot === slot && p.standard && p.categories.includes(category));
  if (!part) throw new Error(`No standard ${slot} for ${category} bikes (tools/seed/src/customizer-parts.ts)`);
  return part;
}

/** The rows of customizer_parts, priced in every currency of the locale table. */
export function customizerPartRows(currencies: string[], listPrice: (eur: number, currency: string) => number): Row[] {
  return CUSTOMIZER_PARTS.map((part, position) => {
    const { en, ...texts } = part.name;
    return {
      code: part.code, slot: part.slot, drawing: part.drawing, name: en, texts, categories: part.categories,
      prices: Object.fromEntries(currencies.map((c) => [c, part.eur === 0 ? 0 : Math.round(listPrice(part.eur, c) * 100)])),
      standard: part.standard ?? false, stock_qty: part.stock, restock_workdays: part.stock > 0 ? 0 : part.restockWorkdays ?? 0, position,
    };
  });
}

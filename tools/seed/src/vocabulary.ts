/**
 * Words and numbers the generator draws from. All names are invented: the brands, models,
 * groupsets and dealers of this shop are fictional (no real brand names anywhere).
 */
import type { BikeCategory } from '@bike/shared/domain';

export const SEED_BRANDS = [
  { key: 'ardenne', name: 'Ardenne', prefix: 'ARD' },
  { key: 'brabo', name: 'Brabo', prefix: 'BRB' },
  { key: 'kempen', name: 'Kempen', prefix: 'KMP' },
  { key: 'merel', name: 'Merel', prefix: 'MRL' },
] as const;

/** Model names for families, per category; the generator numbers them when a scale needs more. */
export const FAMILY_NAMES: Record<BikeCategory, string[]> = {
  road: ['Helix', 'Falco', 'Stratos', 'Tempo', 'Vento', 'Sprint', 'Volta', 'Kestrel'],
  gravel: ['Grava', 'Dune', 'Kiezel', 'Loess', 'Silex', 'Caliche', 'Marl', 'Scree'],
  'all-road': ['Orbit', 'Nimbus', 'Meridian', 'Horizon', 'Drift', 'Compass', 'Atlas', 'Transit'],
  cyclocross: ['Modder', 'Zandvoort', 'Barrier', 'Koppen', 'Berm', 'Ridgeback', 'Sloop', 'Plank'],
  mountain: ['Ridge', 'Talus', 'Ravine', 'Cairn', 'Summit', 'Gorge', 'Crag', 'Moraine'],
  'e-bikes': ['Volt', 'Ampere', 'Flux', 'Spark', 'Dynamo', 'Circuit', 'Current', 'Ohm'],
  triathlon: ['Chrono', 'Dart', 'Arrow', 'Lance', 'Blade', 'Pulse', 'Comet', 'Javelin'],
};

export const PLATFORM_SUFFIXES = ['Disc', 'SL', 'RS', 'Pro', 'Evo', 'Team', 'Carbon', 'Alu', 'Ultimate', 'Fast', 'Endurance', 'Lite'];

/** Frame ranges: the range key (rangeCode) and its name, from top to entry level. */
export const RANGES = [
  { code: 'RACE', name: 'Race' },
  { code: 'PERF', name: 'Performance' },
  { code: 'ENDU', name: 'Endurance' },
  { code: 'SPORT', name: 'Sport' },
];

export interface GroupsetDef {
  code: string;
  name: string;
  /** Price add-on over the frame's base price, EUR. */
  surcharge: number;
}

const ROAD_GROUPSETS: GroupsetDef[] = [
  { code: 'KDS12', name: 'Kadans Sport 2x12', surcharge: 0 },
  { code: 'KDR12', name: 'Kadans Race 2x12', surcharge: 600 },
  { code: 'KDRD12', name: 'Kadans Race Di 2x12', surcharge: 1400 },
  { code: 'VLX13', name: 'Velox Axis 1x13', surcharge: 900 },
  { code: 'VLXE12', name: 'Velox eShift 2x12', surcharge: 2200 },
  { code: 'SPP12', name: 'Spirale Pro 2x12', surcharge: 3100 },
];
const MTB_GROUPSETS: GroupsetDef[] = [
  { code: 'TQT12', name: 'Torque Trail 1x12', surcharge: 0 },
  { code: 'TQE12', name: 'Torque Enduro 1x12', surcharge: 700 },
  { code: 'VXR12', name: 'Velox Axis XR 1x12', surcharge: 1300 },
  { code: 'VXRE12', name: 'Velox Axis XR eShift 1x12', surcharge: 2100 },
  { code: 'TQC12', name: 'Torque Cross-country 1x12', surcharge: 400 },
  { code: 'SPT12', name: 'Spirale Trail 1x12', surcharge: 1800 },
];
const EBIKE_GROUPSETS: GroupsetDef[] = [
  { code: 'VD60S', name: 'Volta Drive 60 Nm / Kadans Sport', surcharge: 0 },
  { code: 'VD85S', name: 'Volta Drive 85 Nm / Kadans Sport', surcharge: 500 },
  { code: 'VD85R', name: 'Volta Drive 85 Nm / Kadans Race', surcharge: 1100 },
  { code: 'VL50R', name: 'Volta Lite 50 Nm / Kadans Race', surcharge: 900 },
  { code: 'VL50V', name: 'Volta Lite 50 Nm / Velox Axis', surcharge: 1500 },
  { code: 'VD85V', name: 'Volta Drive 85 Nm / Velox eShift', surcharge: 2400 },
];

export function groupsetsFor(category: BikeCategory): GroupsetDef[] {
  if (category === 'mountain') return MTB_GROUPSETS;
  if (category === 'e-bikes') return EBIKE_GROUPSETS;
  return ROAD_GROUPSETS;
}

export const FRAME_SIZES: Record<BikeCategory, string[]> = {
  road: ['XXS', 'XS', 'S', 'M', 'L', 'XL'],
  gravel: ['XS', 'S', 'M', 'L', 'XL'],
  'all-road': ['XS', 'S', 'M', 'L', 'XL'],
  cyclocross: ['XS', 'S', 'M', 'L'],
  mountain: ['S', 'M', 'L', 'XL'],
  'e-bikes': ['S', 'M', 'L', 'XL'],
  triathlon: ['XS', 'S', 'M', 'L'],
};

/** Named colours for paint designs and apparel, with a label per language. */
export const COLOURS = [
  { key: 'storm-grey', hex: '4a4f55', en: 'Storm Grey', nl: 'Stormgrijs', fr: 'Gris orage', de: 'Sturmgrau', es: 'Gris tormenta', it: 'Grigio tempesta' },
  { key: 'lava-red', hex: 'd7261e', en: 'Lava Red', nl: 'Lavarood', fr: 'Rouge lave', de: 'Lavarot', es: 'Rojo lava', it: 'Rosso lava' },
  { key: 'glacier-blue', hex: '3a8fd6', en: 'Glacier Blue', nl: 'Gletsjerblauw', fr: 'Bleu glacier', de: 'Gletscherblau', es: 'Azul glaciar', it: 'Blu ghiacciaio' },
  { key: 'forest-green', hex: '2f6b3a', en: 'Forest Green', nl: 'Woudgroen', fr: 'Vert forêt', de: 'Waldgrün', es: 'Verde bosque', it: 'Verde foresta' },
  { key: 'sand', hex: 'c9b28a', en: 'Sand', nl: 'Zand', fr: 'Sable', de: 'Sand', es: 'Arena', it: 'Sabbia' },
  { key: 'jet-black', hex: '141414', en: 'Jet Black', nl: 'Gitzwart', fr: 'Noir de jais', de: 'Tiefschwarz', es: 'Negro azabache', it: 'Nero corvino' },
  { key: 'chalk-white', hex: 'f2f0eb', en: 'Chalk White', nl: 'Krijtwit', fr: 'Blanc craie', de: 'Kreideweiß', es: 'Blanco tiza', it: 'Bianco gesso' },
  { key: 'neon-yellow', hex: 'e6f21c', en: 'Neon Yellow', nl: 'Neongeel', fr: 'Jaune néon', de: 'Neongelb', es: 'Amarillo neón', it: 'Giallo neon' },
  { key: 'copper', hex: 'b8673b', en: 'Copper', nl: 'Koper', fr: 'Cuivre', de: 'Kupfer', es: 'Cobre', it: 'Rame' },
  { key: 'ocean-teal', hex: '137a7f', en: 'Ocean Teal', nl: 'Oceaanturkoois', fr: 'Sarcelle océan', de: 'Ozeanpetrol', es: 'Verde azulado', it: 'Verde acqua' },
  { key: 'plum', hex: '5e2a5c', en: 'Plum', nl: 'Pruim', fr: 'Prune', de: 'Pflaume', es: 'Ciruela', it: 'Prugna' },
  { key: 'orange', hex: 'f07c1a', en: 'Sunset Orange', nl: 'Zonsondergangoranje', fr: 'Orange couchant', de: 'Abendorange', es: 'Naranja atardecer', it: 'Arancio tramonto' },
  { key: 'navy', hex: '1c2a4a', en: 'Navy', nl: 'Marineblauw', fr: 'Bleu marine', de: 'Marineblau', es: 'Azul marino', it: 'Blu navy' },
  { key: 'silver', hex: 'a9adb3', en: 'Silver', nl: 'Zilver', fr: 'Argent', de: 'Silber', es: 'Plata', it: 'Argento' },
  { key: 'olive', hex: '6b6b35', en: 'Olive', nl: 'Olijf', fr: 'Olive', de: 'Oliv', es: 'Oliva', it: 'Oliva' },
  { key: 'pink', hex: 'e45b9c', en: 'Flamingo Pink', nl: 'Flamingoroze', fr: 'Rose flamant', de: 'Flamingopink', es: 'Rosa flamenco', it: 'Rosa fenicottero' },
] as const;

export const LANGUAGES = ['en', 'nl', 'fr', 'de', 'es', 'it'] as const;
export type SeedLanguage = (typeof LANGUAGES)[number];

/** The bike pages' words for the categories (apps/shop messages `category.*`): one word for one thing; a seed spec compares them. */
export const BIKE_CATEGORY_LABELS: Record<BikeCategory, Record<SeedLanguage, string>> = {
  road: { en: 'Road', nl: 'Race', fr: 'Route', de: 'Rennrad', es: 'Carretera', it: 'Corsa' },
  gravel: { en: 'Gravel', nl: 'Gravel', fr: 'Gravel', de: 'Gravel', es: 'Gravel', it: 'Gravel' },
  'all-road': { en: 'All-road', nl: 'All-road', fr: 'All-road', de: 'All-Road', es: 'All-road', it: 'All-road' },
  cyclocross: { en: 'Cyclocross', nl: 'Veldrijden', fr: 'Cyclo-cross', de: 'Cyclocross', es: 'Ciclocross', it: 'Ciclocross' },
  mountain: { en: 'Mountain', nl: 'Mountainbike', fr: 'VTT', de: 'Mountainbike', es: 'Montaña', it: 'Mountain bike' },
  'e-bikes': { en: 'E-bikes', nl: 'E-bikes', fr: 'Vélos électriques', de: 'E-Bikes', es: 'Eléctricas', it: 'E-bike' },
  triathlon: { en: 'Triathlon', nl: 'Triatlon', fr: 'Triathlon', de: 'Triathlon', es: 'Triatlón', it: 'Triathlon' },
};

export interface AccessoryFamilyDef {
  code: string;
  noun: Record<SeedLanguage, string>;
  /** EUR price range. */
  price: [number, number];
  sizes: string[];
  /** Google product category path used in feeds. */
  google: string;
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const APPAREL = 'Apparel & Accessories > Clothing > Activewear > Bicycle Activewear';

export const ACCESSORY_FAMILY_DEFS: AccessoryFamilyDef[] = [
  { code: 'mudguards', noun: { en: 'Mudguard set', nl: 'Spatbordenset', fr: 'Garde-boue', de: 'Schutzblech-Set', es: 'Guardabarros', it: 'Parafanghi' }, price: [39, 89], sizes: ['28-35 mm', '35-45 mm'], google: 'Sporting Goods > Outdoor Recreation > Cycling > Bicycle Parts > Bicycle Fenders' },
  { code: 'beanies', noun: { en: 'Beanie', nl: 'Muts', fr: 'Bonnet', de: 'Mütze', es: 'Gorro', it: 'Berretto' }, price: [19, 35], sizes: ['ONE SIZE'], google: APPAREL },
  { code: 'vouchers', noun: { en: 'Gift voucher', nl: 'Cadeaubon', fr: 'Bon cadeau', de: 'Geschenkgutschein', es: 'Vale regalo', it: 'Buono regalo' }, price: [50, 250], sizes: ['ONE SIZE'], google: 'Arts & Entertainment > Party & Celebration > Gift Giving > Gift Cards & Certificates' },
  { code: 'vests', noun: { en: 'Wind vest', nl: 'Windvest', fr: 'Gilet coupe-vent', de: 'Windweste', es: 'Chaleco cortavientos', it: 'Gilet antivento' }, price: [69, 129], sizes: APPAREL_SIZES, google: APPAREL },
  { code: 'gloves', noun: { en: 'Gloves', nl: 'Handschoenen', fr: 'Gants', de: 'Handschuhe', es: 'Guantes', it: 'Guanti' }, price: [25, 59], sizes: ['S', 'M', 'L', 'XL'], google: APPAREL },
  { code: 'hoodies', noun: { en: 'Hoodie', nl: 'Hoodie', fr: 'Sweat à capuche', de: 'Kapuzenpullover', es: 'Sudadera', it: 'Felpa' }, price: [59, 89], sizes: APPAREL_SIZES, google: 'Apparel & Accessories > Clothing > Shirts & Tops' },
  { code: 'jerseys', noun: { en: 'Jersey', nl: 'Trui', fr: 'Maillot', de: 'Trikot', es: 'Maillot', it: 'Maglia' }, price: [79, 149], sizes: APPAREL_SIZES, google: APPAREL },
  { code: 'legwear', noun: { en: 'Bib shorts', nl: 'Koersbroek', fr: 'Cuissard', de: 'Trägerhose', es: 'Culotte', it: 'Salopette' }, price: [89, 179], sizes: APPAREL_SIZES, google: APPAREL },
  { code: 'socks', noun: { en: 'Socks', nl: 'Sokken', fr: 'Chaussettes', de: 'Socken', es: 'Calcetines', it: 'Calze' }, price: [12, 22], sizes: ['36-39', '40-43', '44-47'], google: APPAREL },
  { code: 't-shirts', noun: { en: 'T-shirt', nl: 'T-shirt', fr: 'T-shirt', de: 'T-Shirt', es: 'Camiseta', it: 'T-shirt' }, price: [25, 39], sizes: APPAREL_SIZES, google: 'Apparel & Accessories > Clothing > Shirts & Tops' },
  { code: 'caps', noun: { en: 'Cap', nl: 'Pet', fr: 'Casquette', de: 'Kappe', es: 'Gorra', it: 'Cappellino' }, price: [19, 29], sizes: ['ONE SIZE'], google: 'Apparel & Accessories > Clothing Accessories > Hats' },
  { code: 'bottles', noun: { en: 'Bottle', nl: 'Bidon', fr: 'Bidon', de: 'Trinkflasche', es: 'Bidón', it: 'Borraccia' }, price: [8, 15], sizes: ['ONE SIZE'], google: 'Sporting Goods > Outdoor Recreation > Cycling > Bicycle Accessories > Bicycle Water Bottles' },
];

export const ACCESSORY_ADJECTIVES = ['Classic', 'Team', 'Race', 'Winter', 'Summer', 'Aero', 'Thermal', 'Lite', 'Heritage', 'Club', 'Signature', 'Trail'];

/** Attribute names (filters) with their sort priority (spec point 5: default 99999) and labels. */
export const ATTRIBUTE_DEFS: { code: string; priority: number | null; label: Record<SeedLanguage, string> }[] = [
  { code: 'category', priority: 0, label: { en: 'Category', nl: 'Categorie', fr: 'Catégorie', de: 'Kategorie', es: 'Categoría', it: 'Categoria' } },
  { code: 'promo', priority: 0, label: { en: 'Promotion', nl: 'Promotie', fr: 'Promotion', de: 'Aktion', es: 'Promoción', it: 'Promozione' } },
  { code: 'bike_category', priority: 10, label: { en: 'Bike type', nl: 'Type fiets', fr: 'Type de vélo', de: 'Radtyp', es: 'Tipo de bici', it: 'Tipo di bici' } },
  { code: 'family', priority: 20, label: { en: 'Family', nl: 'Familie', fr: 'Famille', de: 'Familie', es: 'Familia', it: 'Famiglia' } },
  { code: 'range', priority: 30, label: { en: 'Range', nl: 'Reeks', fr: 'Gamme', de: 'Serie', es: 'Gama', it: 'Gamma' } },
  { code: 'groupset', priority: 40, label: { en: 'Groupset', nl: 'Groep', fr: 'Groupe', de: 'Schaltgruppe', es: 'Grupo', it: 'Gruppo' } },
  // The parts a configured bike swaps (configurator concepts in the compare table); every bike names the standard ones it comes with.
  { code: 'wheels', priority: 44, label: { en: 'Wheels', nl: 'Wielen', fr: 'Roues', de: 'Laufräder', es: 'Ruedas', it: 'Ruote' } },
  { code: 'cockpit', priority: 46, label: { en: 'Handlebar and stem', nl: 'Stuur en stuurpen', fr: 'Cintre et potence', de: 'Lenker und Vorbau', es: 'Manillar y potencia', it: 'Manubrio e attacco' } },
  { code: 'saddle', priority: 47, label: { en: 'Saddle', nl: 'Zadel', fr: 'Selle', de: 'Sattel', es: 'Sillín', it: 'Sella' } },
  { code: 'frame_size', priority: 50, label: { en: 'Size', nl: 'Maat', fr: 'Taille', de: 'Größe', es: 'Talla', it: 'Taglia' } },
  { code: 'paint_des', priority: 60, label: { en: 'Design', nl: 'Design', fr: 'Design', de: 'Design', es: 'Diseño', it: 'Design' } },
  { code: 'colour', priority: 60, label: { en: 'Colour', nl: 'Kleur', fr: 'Couleur', de: 'Farbe', es: 'Color', it: 'Colore' } },
  { code: 'item_brand', priority: null, label: { en: 'Brand', nl: 'Merk', fr: 'Marque', de: 'Marke', es: 'Marca', it: 'Marchio' } },
  { code: 'modelcode', priority: null, label: { en: 'Model', nl: 'Model', fr: 'Modèle', de: 'Modell', es: 'Modelo', it: 'Modello' } },
  { code: 'google_product_category', priority: null, label: { en: 'Product category', nl: 'Productcategorie', fr: 'Catégorie de produit', de: 'Produktkategorie', es: 'Categoría de producto', it: 'Categoria prodotto' } },
];

export const ITEM_CATEGORY_LABELS: Record<'bikes' | 'accessories' | 'outlet', Record<SeedLanguage, string>> = {
  bikes: { en: 'Bikes', nl: 'Fietsen', fr: 'Vélos', de: 'Fahrräder', es: 'Bicicletas', it: 'Bici' },
  accessories: { en: 'Accessories & apparel', nl: 'Accessoires & kledij', fr: 'Accessoires & vêtements', de: 'Zubehör & Bekleidung', es: 'Accesorios y ropa', it: 'Accessori e abbigliamento' },
  outlet: { en: 'Outlet', nl: 'Outlet', fr: 'Outlet', de: 'Outlet', es: 'Outlet', it: 'Outlet' },
};

/** EUR → currency rates: the domain's reference rates (the dashboard converts with the same). */
export { EUR_RATES } from '@bike/shared/domain';

/**
 * Countries with dealers and their market weight (share of the seeded dealers). Each dealer
 * sits in a real town of its country from the gazetteer (@bike/shared/domain, tools/seed/src/dealers.ts).
 */
export const DEALER_COUNTRY_WEIGHTS: Record<string, number> = {
  BE: 40, NL: 30, DE: 30, FR: 25, GB: 20, IT: 15, ES: 15, AT: 8, CH: 8, LU: 2, DK: 5, SE: 5, NO: 4, FI: 3,
  IE: 3, PT: 3, PL: 5, CZ: 3, SK: 2, SI: 2, HR: 2, HU: 2, RO: 2, GR: 2, CY: 1, MT: 1, EE: 1, LT: 1, IS: 1,
  AD: 1, MC: 1, JE: 1, UA: 1, GE: 1, RU: 1, KZ: 1, IL: 1, AE: 1, QA: 1, ZA: 2, US: 15, CA: 5, MX: 2, GT: 1,
  CR: 1, CO: 2, EC: 1, AR: 1, CL: 1, VG: 1, AU: 5, NZ: 2, JP: 3, KR: 2, CN: 2, HK: 1, TW: 2, TH: 1, MY: 1,
  SG: 1, ID: 1, PH: 1, IN: 1,
};

export const DEALER_NAME_PARTS = {
  before: ['Velo', 'Cycles', 'Bike Point', 'Fietsen', 'Rad', 'Wheelhouse', 'Spoke & Chain', 'Pedal', 'Atelier', 'Tempo Bikes'],
  after: ['Sport', 'Cycling', 'Bikes', 'Bike Shop', 'Cycle Centre', 'Velo Lab', ''],
};

/**
 * Frame geometry per size (mm, angles in degrees), derived from the category's fit so the
 * demo bikes carry a believable table: endurance-like stack for road, longer and slacker for
 * gravel and mountain. Stored as the item's `geometry` attribute (JSON, measure → size → value);
 * it is not a filter attribute.
 */
const GEOMETRY_BASE: Record<BikeCategory, { stack: number; reach: number; chainstay: number; headAngle: number }> = {
  road: { stack: 505, reach: 372, chainstay: 408, headAngle: 71.5 },
  gravel: { stack: 540, reach: 365, chainstay: 425, headAngle: 70.5 },
  'all-road': { stack: 530, reach: 368, chainstay: 418, headAngle: 71 },
  cyclocross: { stack: 520, reach: 370, chainstay: 420, headAngle: 71 },
  mountain: { stack: 600, reach: 420, chainstay: 435, headAngle: 66 },
  'e-bikes': { stack: 590, reach: 400, chainstay: 460, headAngle: 68 },
  triathlon: { stack: 480, reach: 395, chainstay: 405, headAngle: 72.5 },
};

export function geometryFor(category: BikeCategory, sizes: string[]): string {
  const base = GEOMETRY_BASE[category];
  const per = (f: (i: number) => number) => Object.fromEntries(sizes.map((s, i) => [s, f(i)]));
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return JSON.stringify({
    stack: per((i) => base.stack + 19 * i),
    reach: per((i) => base.reach + 8 * i),
    top_tube: per((i) => base.reach + 150 + 16 * i),
    seat_tube: per((i) => (category === 'mountain' || category === 'e-bikes' ? 390 : 470) + 30 * i),
    head_angle: per((i) => round1(Math.min(base.headAngle + 0.4 * i, base.headAngle + 1.5))),
    seat_angle: per((i) => round1(74.5 - 0.25 * i)),
    chainstay: per(() => base.chainstay),
    wheelbase: per((i) => base.reach + base.chainstay + 590 + 12 * i),
  });
}

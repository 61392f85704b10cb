import { type NewContentEntry, type MenuEntryType } from '@bike/server/content';
import { BIKE_CATEGORIES, type BikeCategory, type BrandKey } from '@bike/shared/domain';
import type { BrandVoice } from './brand-voices';
import { brandEntryId, entryRows, image, translate, type Tr } from './seed-helpers';

interface MenuSeed {
  id: number;
  type: MenuEntryType;
  title: Tr;
  pageUrl?: string;
  parentId?: number;
  categoryId?: string;
  marketingLabel?: Tr;
  description?: Tr;
  menuImage?: string;
  allowedCountries?: string[];
}

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string): Tr => ({ en, de, es, fr, it, nl });

const CATEGORY_TITLES: Record<BikeCategory, Tr> = {
  road: t('Road', 'Rennrad', 'Carretera', 'Route', 'Strada', 'Race'),
  gravel: t('Gravel', 'Gravel', 'Gravel', 'Gravel', 'Gravel', 'Gravel'),
  'all-road': t('All-road', 'All-Road', 'All-road', 'All-road', 'All-road', 'All-road'),
  cyclocross: t('Cyclocross', 'Cyclocross', 'Ciclocross', 'Cyclo-cross', 'Ciclocross', 'Veldrijden'),
  mountain: t('Mountain', 'Mountainbike', 'Montaña', 'VTT', 'Mountain bike', 'Mountainbike'),
  'e-bikes': t('E-bikes', 'E-Bikes', 'Eléctricas', 'Vélos électriques', 'E-bike', 'E-bikes'),
  triathlon: t('Triathlon', 'Triathlon', 'Triatlón', 'Triathlon', 'Triathlon', 'Triatlon'),
};

const NEW = t('New', 'Neu', 'Nuevo', 'Nouveau', 'Novità', 'Nieuw');

/** The main menu's "Bikes" entry: its panel is each brand's own (bikeMenuRows). */
const BIKES_MENU_ID = 20001;

/**
 * The main menu: "Bikes" opens a panel with every bike category; the rest are links, as the
 * shop's menu has had them (the shop's tests follow these words). "Sales" and "Test ride days"
 * show only in the countries they run in.
 */
const MAIN: MenuSeed[] = [
  { id: BIKES_MENU_ID, type: 'submenu', title: t('Bikes', 'Räder', 'Bicicletas', 'Vélos', 'Bici', 'Fietsen'), pageUrl: '/bikes' },
  { id: 20031, type: 'link', title: t('Dealer stock', 'Händlerbestand', 'Stock de distribuidores', 'Stock revendeurs', 'Disponibilità rivenditori', 'Dealervoorraad'), pageUrl: '/inventory?key=inventory&value=dealerstock' },
  { id: 20032, type: 'link', title: t('Factory stock', 'Werksbestand', 'Stock de fábrica', 'Stock usine', 'Disponibilità in fabbrica', 'Fabrieksvoorraad'), pageUrl: '/shop?deliveryDate=Factory%20Stock' },
  { id: 20040, type: 'link', title: t('Configurator', 'Konfigurator', 'Configurador', 'Configurateur', 'Configuratore', 'Configurator'), pageUrl: '/configurator' },
  { id: 20051, type: 'link', title: t('Shop bikes', 'Räder kaufen', 'Comprar bicicletas', 'Acheter un vélo', 'Acquista bici', 'Fietsen kopen'), pageUrl: '/shop?category=bikes' },
  { id: 20052, type: 'link', title: t('Apparel', 'Bekleidung', 'Ropa', 'Vêtements', 'Abbigliamento', 'Kleding'), pageUrl: '/shop?category=accessories' },
  { id: 20053, type: 'link', title: t('Mudguards & vouchers', 'Schutzbleche & Gutscheine', 'Guardabarros y vales', 'Garde-boue et bons cadeaux', 'Parafanghi e buoni regalo', 'Spatborden & cadeaubonnen'), pageUrl: '/shop?family=mudguards,vouchers' },
  {
    id: 20060, type: 'link', title: t('Sales', 'Angebote', 'Ofertas', 'Promotions', 'Offerte', 'Acties'), pageUrl: '/sales',
    marketingLabel: t('-20%', '-20%', '-20%', '-20%', '-20%', '-20%'), allowedCountries: ['BE', 'NL', 'DE', 'FR', 'LU'],
  },
  { id: 20070, type: 'link', title: t('About', 'Über uns', 'Sobre nosotros', 'À propos', 'Chi siamo', 'Over ons'), pageUrl: '/about' },
  { id: 20080, type: 'link', title: t('Service', 'Service', 'Servicio', 'Service', 'Assistenza', 'Service'), pageUrl: '/service' },
  {
    id: 20090, type: 'link', title: t('Test ride days', 'Testtage', 'Jornadas de prueba', 'Journées d’essai', 'Giornate di prova', 'Testdagen'),
    pageUrl: '/landingpages/spring-rides', allowedCountries: ['BE', 'NL'],
  },
];

/** The footer menu; addresses of other sites open in a new tab. */
const FOOTER: MenuSeed[] = [
  { id: 21001, type: 'link', title: t('Bikes', 'Räder', 'Bicicletas', 'Vélos', 'Bici', 'Fietsen'), pageUrl: '/bikes' },
  { id: 21002, type: 'link', title: t('Find a dealer', 'Händler finden', 'Buscar un distribuidor', 'Trouver un revendeur', 'Trova un rivenditore', 'Dealer zoeken'), pageUrl: '/dealers' },
  { id: 21003, type: 'link', title: t('Service', 'Service', 'Servicio', 'Service', 'Assistenza', 'Service'), pageUrl: '/service' },
  { id: 21004, type: 'link', title: t('Support', 'Hilfe', 'Ayuda', 'Aide', 'Supporto', 'Hulp'), pageUrl: '/support' },
  { id: 21005, type: 'link', title: t('About us', 'Über uns', 'Sobre nosotros', 'À propos de nous', 'Chi siamo', 'Over ons'), pageUrl: '/about' },
  { id: 21006, type: 'link', title: t('News', 'News', 'Noticias', 'Actualités', 'News', 'Nieuws'), pageUrl: '/news' },
  { id: 21012, type: 'link', title: t('Fan zone', 'Fanzone', 'Zona de fans', 'Fan zone', 'Fan zone', 'Fanzone'), pageUrl: '/fanzone' },
  { id: 21013, type: 'link', title: t('Jobs', 'Jobs', 'Empleo', 'Emplois', 'Lavora con noi', 'Vacatures'), pageUrl: '/jobs' },
  { id: 21007, type: 'link', title: t('My account', 'Mein Konto', 'Mi cuenta', 'Mon compte', 'Il mio account', 'Mijn account'), pageUrl: '/account' },
  { id: 21009, type: 'link', title: t('Company', 'Unternehmen', 'Empresa', 'Entreprise', 'Azienda', 'Bedrijf'), pageUrl: 'https://company.example.com' },
  { id: 21010, type: 'link', title: t('For dealers', 'Für Händler', 'Para distribuidores', 'Pour les revendeurs', 'Per i rivenditori', 'Voor dealers'), pageUrl: 'https://b2b.example.com' },
  { id: 21011, type: 'link', title: t('Price list (Switzerland)', 'Preisliste (Schweiz)', 'Lista de precios (Suiza)', 'Liste de prix (Suisse)', 'Listino prezzi (Svizzera)', 'Prijslijst (Zwitserland)'), pageUrl: '/pages/price-list-ch', allowedCountries: ['CH'] },
];

function rowsFor(section: 'main' | 'footer', entries: MenuSeed[], brand: BrandKey | null = null): NewContentEntry[] {
  return entries.flatMap((entry, position) =>
    entryRows(
      'menuEntry',
      entry.id,
      { section, position, allowedCountries: entry.allowedCountries ?? null, brand },
      translate(entry.title, (title, lang) => ({
        title,
        data: {
          type: entry.type,
          parentId: entry.parentId ?? null,
          pageUrl: entry.pageUrl ?? null,
          categoryId: entry.categoryId ?? null,
          marketingLabel: entry.marketingLabel?.[lang] ?? null,
          description: entry.description?.[lang] ?? null,
          menuImage: entry.menuImage ? { ...image(entry.menuImage, title), width: 480, height: 270 } : null,
        },
      })),
    ),
  );
}

export function menuRows(): NewContentEntry[] {
  return [...rowsFor('main', MAIN), ...rowsFor('footer', FOOTER)];
}

/**
 * A brand's "Bikes" panel: its line-up intro, then every bike category in the order its voice
 * features them (the racing brand's road and triathlon first, the city brand's e-bikes). The
 * entries are the brand's own (a category's id per brand), under the shared "Bikes" entry.
 */
export function bikeMenuRows(voice: BrandVoice): NewContentEntry[] {
  const panel: MenuSeed[] = [
    {
      id: brandEntryId(voice.brand, 20002), type: 'submenuInfo', parentId: BIKES_MENU_ID, pageUrl: '/bikes', menuImage: 'menu-bikes',
      title: t('All bikes', 'Alle Räder', 'Todas las bicis', 'Tous les vélos', 'Tutte le bici', 'Alle fietsen'),
      description: Object.fromEntries(Object.entries(voice.copy).map(([lang, copy]) => [lang, copy.menuIntro])) as Tr,
    },
    ...voice.lineUp.map((categoryId): MenuSeed => ({
      id: brandEntryId(voice.brand, 20010 + BIKE_CATEGORIES.indexOf(categoryId)), type: 'bikeCategory', parentId: BIKES_MENU_ID, categoryId,
      title: CATEGORY_TITLES[categoryId], pageUrl: `/bikes/categories/${categoryId}`,
      ...(categoryId === 'e-bikes' ? { marketingLabel: NEW } : {}),
    })),
  ];
  return rowsFor('main', panel, voice.brand);
}

import { PLACE_ROWS } from './gazetteer-data';

/**
 * An offline gazetteer: real towns of every country the shop has dealers in, at their real
 * coordinates, with each country's way of writing an address and a phone number and the hours
 * its bike shops keep. The seed places demo dealers with it, the API answers the locator's
 * search by place name from it, and the offline map labels towns with it. Data in
 * gazetteer-data.ts; nothing here reaches a browser bundle unless a page imports it.
 */

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** Opening hours per weekday: [from, to] 'HH:MM' ranges; an empty list is closed. */
export type WeeklyHours = Record<Weekday, [string, string][]>;
export type PlaceLanguage = 'en' | 'nl' | 'fr' | 'de' | 'es' | 'it';

export interface Place {
  /** The town's own name (as its signs write it). */
  name: string;
  /** Its name in the shop's languages where that differs (Brussel: Brussels, Bruxelles...). */
  names?: Partial<Record<PlaceLanguage, string>>;
  country: string;
  lat: number;
  lng: number;
  /** A real postal code of the centre, in the country's format; '' where there are none. */
  postalCode: string;
}

export interface CountryStyle {
  callingCode: string;
  /** Phone numbers as the country writes them, '#' a digit. */
  phonePatterns: string[];
  /** Typical street names in the country's language(s). */
  streets: string[];
  /** "12 High Street" (true) or "Kerkstraat 12" (false). */
  numberFirst: boolean;
  /** "3580 Beringen" (true) or "Cambridge CB2 3QJ" (false). */
  postalCodeFirst: boolean;
  /** Usual bike-shop weeks of the country (one is picked per dealer). */
  hours: WeeklyHours[];
}

export const PLACES: readonly Place[] = PLACE_ROWS.map(([name, country, lat, lng, postalCode, names]) => ({ name, country, lat, lng, postalCode, ...(names ? { names } : {}) }));

// ---------- opening hours ----------

const day = (...ranges: string[]): [string, string][] => ranges.map((r) => r.split('-') as [string, string]);
const week = (weekdays: [string, string][], sat: [string, string][], sun: [string, string][] = [], mon = weekdays): WeeklyHours =>
  ({ mon, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat, sun });

/** Closed on Sunday and Monday, a lunch break: Belgium, France, Luxembourg, Italy. */
const CLOSED_MONDAY_LUNCH = [
  week(day('09:30-12:30', '13:30-18:30'), day('09:30-17:00'), [], []),
  week(day('10:00-12:00', '13:00-18:00'), day('10:00-17:00'), [], []),
];
const ITALIAN = [week(day('09:00-12:30', '15:30-19:30'), day('09:00-12:30', '15:30-19:00'), [], day('15:30-19:30'))];
const SPANISH = [week(day('10:00-14:00', '17:00-20:30'), day('10:00-14:00'))];
/** Open Monday afternoon: the Netherlands and Germany. */
const MONDAY_AFTERNOON = [
  week(day('09:00-18:00'), day('09:00-17:00'), [], day('13:00-18:00')),
  week(day('09:30-18:30'), day('09:30-16:00'), [], day('12:00-18:00')),
];
const CENTRAL = [week(day('09:00-18:00'), day('09:00-14:00')), week(day('10:00-19:00'), day('10:00-16:00'))];
const NORDIC = [week(day('10:00-18:00'), day('10:00-15:00')), week(day('10:00-17:30'), day('10:00-14:00'))];
const ANGLO = [week(day('09:00-17:30'), day('09:00-17:00'), day('10:00-16:00')), week(day('10:00-18:00'), day('09:00-17:00'), day('11:00-16:00'))];
const AMERICAN = [week(day('10:00-19:00'), day('09:00-18:00'), day('12:00-17:00')), week(day('10:00-18:00'), day('10:00-17:00'), day('11:00-16:00'))];
const LATIN = [week(day('09:00-19:00'), day('09:00-14:00'))];
const GULF = [{ mon: day('10:00-22:00'), tue: day('10:00-22:00'), wed: day('10:00-22:00'), thu: day('10:00-22:00'), fri: day('16:00-22:00'), sat: day('10:00-22:00'), sun: day('10:00-22:00') }];
const ASIAN = [week(day('10:00-20:00'), day('10:00-20:00'), day('11:00-18:00'))];

// ---------- country styles ----------

const style = (callingCode: string, phonePatterns: string[], streets: string[], numberFirst: boolean, postalCodeFirst: boolean, hours: WeeklyHours[]): CountryStyle =>
  ({ callingCode, phonePatterns, streets, numberFirst, postalCodeFirst, hours });
const CONTINENTAL = [false, true] as const;
const BRITISH = [true, false] as const;

export const COUNTRY_STYLES: Readonly<Record<string, CountryStyle>> = {
  BE: style('+32', ['+32 11 ## ## ##', '+32 3 ### ## ##', '+32 9 ### ## ##', '+32 4## ## ## ##'], ['Stationsstraat', 'Kerkstraat', 'Grote Markt', 'Koning Albertstraat', 'Rue de la Station', "Chaussée de Bruxelles", 'Leopoldlaan', 'Diestsesteenweg'], ...CONTINENTAL, CLOSED_MONDAY_LUNCH),
  NL: style('+31', ['+31 20 ### ####', '+31 30 ### ####', '+31 6 #### ####'], ['Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Marktplein', 'Hoofdstraat', 'Nieuwstraat'], ...CONTINENTAL, MONDAY_AFTERNOON),
  DE: style('+49', ['+49 30 #######', '+49 89 ########', '+49 221 #######'], ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Marktplatz', 'Lindenstraße', 'Kirchweg'], ...CONTINENTAL, MONDAY_AFTERNOON),
  FR: style('+33', ['+33 1 ## ## ## ##', '+33 4 ## ## ## ##', '+33 3 ## ## ## ##'], ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'place de la Mairie', 'rue de la Gare', 'boulevard Gambetta'], true, true, CLOSED_MONDAY_LUNCH),
  GB: style('+44', ['+44 20 #### ####', '+44 161 ### ####', '+44 117 ### ####'], ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Road', 'Market Place'], ...BRITISH, ANGLO),
  IT: style('+39', ['+39 02 #### ####', '+39 06 #### ####', '+39 035 ### ####'], ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Piazza della Libertà', 'Via Cavour'], ...CONTINENTAL, ITALIAN),
  ES: style('+34', ['+34 91# ### ###', '+34 93# ### ###', '+34 6## ### ###'], ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Paseo de Gracia'], ...CONTINENTAL, SPANISH),
  AT: style('+43', ['+43 1 ### ## ##', '+43 316 ######', '+43 512 ######'], ['Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Hauptplatz', 'Mariahilfer Straße'], ...CONTINENTAL, CENTRAL),
  CH: style('+41', ['+41 44 ### ## ##', '+41 31 ### ## ##', '+41 22 ### ## ##'], ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Rue du Marché', 'Via Cantonale'], ...CONTINENTAL, CENTRAL),
  LU: style('+352', ['+352 ## ## ##', '+352 ### ###'], ['Grand-Rue', 'Avenue de la Gare', 'Rue de la Libération', 'Rue Principale'], ...CONTINENTAL, CLOSED_MONDAY_LUNCH),
  DK: style('+45', ['+45 ## ## ## ##'], ['Hovedgaden', 'Jernbanegade', 'Vestergade', 'Østergade', 'Strøget'], ...CONTINENTAL, NORDIC),
  SE: style('+46', ['+46 8 ### ### ##', '+46 31 ### ## ##'], ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan'], ...CONTINENTAL, NORDIC),
  NO: style('+47', ['+47 ## ## ## ##'], ['Storgata', 'Kirkegata', 'Jernbanegata', 'Torggata'], ...CONTINENTAL, NORDIC),
  FI: style('+358', ['+358 9 ### ####', '+358 40 ### ####'], ['Kauppakatu', 'Asemakatu', 'Hämeenkatu', 'Mannerheimintie'], ...CONTINENTAL, NORDIC),
  IE: style('+353', ['+353 1 ### ####', '+353 21 ### ####'], ['Main Street', 'Church Street', 'Bridge Street', "O'Connell Street"], ...BRITISH, ANGLO),
  IS: style('+354', ['+354 ### ####'], ['Laugavegur', 'Skólavörðustígur', 'Hverfisgata'], ...CONTINENTAL, NORDIC),
  PT: style('+351', ['+351 21# ### ###', '+351 22# ### ###'], ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua Direita'], ...CONTINENTAL, SPANISH),
  PL: style('+48', ['+48 22 ### ## ##', '+48 12 ### ## ##'], ['ul. Długa', 'ul. Mickiewicza', 'ul. Kościuszki', 'ul. Piłsudskiego'], ...CONTINENTAL, CENTRAL),
  CZ: style('+420', ['+420 2## ### ###', '+420 5## ### ###'], ['Nádražní', 'Husova', 'Masarykova', 'Náměstí Míru'], ...CONTINENTAL, CENTRAL),
  SK: style('+421', ['+421 2 #### ####'], ['Hlavná', 'Štúrova', 'Obchodná'], ...CONTINENTAL, CENTRAL),
  SI: style('+386', ['+386 1 ### ## ##'], ['Slovenska cesta', 'Prešernova ulica', 'Glavni trg'], ...CONTINENTAL, CENTRAL),
  HR: style('+385', ['+385 1 ### ####'], ['Ilica', 'Zagrebačka ulica', 'Trg bana Jelačića'], ...CONTINENTAL, CENTRAL),
  HU: style('+36', ['+36 1 ### ####'], ['Fő utca', 'Kossuth Lajos utca', 'Petőfi utca'], ...CONTINENTAL, CENTRAL),
  RO: style('+40', ['+40 21 ### ####'], ['Strada Republicii', 'Bulevardul Unirii', 'Strada Mihai Eminescu'], ...CONTINENTAL, CENTRAL),
  GR: style('+30', ['+30 21# ### ####'], ['Odos Ermou', 'Leoforos Syngrou', 'Odos Athinas'], ...CONTINENTAL, SPANISH),
  CY: style('+357', ['+357 22 ######', '+357 25 ######'], ['Makariou Avenue', 'Ledra Street', 'Anexartisias Street'], ...CONTINENTAL, SPANISH),
  MT: style('+356', ['+356 21## ####'], ['Republic Street', 'Triq il-Kbira', 'Tower Road'], ...BRITISH, ANGLO),
  EE: style('+372', ['+372 6## ####'], ['Narva maantee', 'Pärnu maantee', 'Rüütli'], ...CONTINENTAL, NORDIC),
  LT: style('+370', ['+370 5 ### ####'], ['Gedimino prospektas', 'Vilniaus gatvė', 'Laisvės alėja'], ...CONTINENTAL, NORDIC),
  AD: style('+376', ['+376 ### ###'], ['Avinguda Meritxell', 'Carrer Major'], ...CONTINENTAL, SPANISH),
  MC: style('+377', ['+377 93 ## ## ##', '+377 97 ## ## ##'], ['Boulevard des Moulins', 'Rue Grimaldi', 'Avenue de la Costa'], true, true, CLOSED_MONDAY_LUNCH),
  JE: style('+44', ['+44 1534 ######'], ['King Street', 'Queen Street', 'Halkett Place'], ...BRITISH, ANGLO),
  UA: style('+380', ['+380 44 ### ## ##', '+380 32 ### ## ##'], ['vulytsia Khreshchatyk', 'vulytsia Shevchenka', 'prospekt Svobody'], ...CONTINENTAL, CENTRAL),
  GE: style('+995', ['+995 32 2## ## ##'], ['Rustaveli Avenue', 'Chavchavadze Avenue'], ...CONTINENTAL, CENTRAL),
  RU: style('+7', ['+7 495 ###-##-##'], ['Tverskaya ulitsa', 'ulitsa Arbat', 'Leninsky prospekt'], ...CONTINENTAL, CENTRAL),
  KZ: style('+7', ['+7 727 ### ## ##', '+7 717 ### ## ##'], ['Abay Avenue', 'Dostyk Avenue', 'Kabanbay Batyr'], ...CONTINENTAL, CENTRAL),
  IL: style('+972', ['+972 3-###-####', '+972 4-###-####'], ['Rothschild Boulevard', 'Dizengoff Street', 'Herzl Street'], ...BRITISH, [week(day('10:00-20:00'), [], day('10:00-20:00'), day('10:00-20:00'))]),
  AE: style('+971', ['+971 4 ### ####', '+971 2 ### ####'], ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road'], true, false, GULF),
  QA: style('+974', ['+974 4### ####'], ['Al Corniche Street', 'Salwa Road', 'C Ring Road'], true, false, GULF),
  ZA: style('+27', ['+27 21 ### ####', '+27 11 ### ####'], ['Long Street', 'Main Road', 'Church Street', 'Bree Street'], ...BRITISH, ANGLO),
  US: style('+1', ['+1 (###) ###-####'], ['Main Street', 'Pearl Street', 'Broadway', 'Oak Avenue', 'Market Street', 'Elm Street'], ...BRITISH, AMERICAN),
  CA: style('+1', ['+1 (###) ###-####'], ['Queen Street', 'King Street', 'Rue Saint-Denis', 'Main Street', 'Granville Street'], ...BRITISH, AMERICAN),
  MX: style('+52', ['+52 55 #### ####', '+52 33 #### ####'], ['Avenida Reforma', 'Calle Madero', 'Avenida Juárez'], ...CONTINENTAL, LATIN),
  GT: style('+502', ['+502 2### ####'], ['Avenida La Reforma', 'Sexta Avenida'], ...CONTINENTAL, LATIN),
  CR: style('+506', ['+506 2### ####'], ['Avenida Central', 'Calle 5'], ...CONTINENTAL, LATIN),
  CO: style('+57', ['+57 601 ### ####', '+57 604 ### ####'], ['Carrera Séptima', 'Calle 85', 'Avenida El Poblado'], ...CONTINENTAL, LATIN),
  EC: style('+593', ['+593 2 ### ####', '+593 4 ### ####'], ['Avenida Amazonas', 'Calle Venezuela'], ...CONTINENTAL, LATIN),
  AR: style('+54', ['+54 11 ####-####', '+54 351 ###-####'], ['Avenida Corrientes', 'Calle Florida', 'Avenida Santa Fe'], ...CONTINENTAL, LATIN),
  CL: style('+56', ['+56 2 #### ####'], ['Avenida Providencia', 'Calle Huérfanos', 'Avenida Apoquindo'], ...CONTINENTAL, LATIN),
  VG: style('+1', ['+1 (284) ###-####'], ['Main Street', 'Waterfront Drive'], ...BRITISH, AMERICAN),
  AU: style('+61', ['+61 2 #### ####', '+61 3 #### ####', '+61 7 #### ####'], ['George Street', 'Collins Street', 'Queen Street', 'King Street', 'Beach Road'], ...BRITISH, ANGLO),
  NZ: style('+64', ['+64 9 ### ####', '+64 4 ### ####'], ['Queen Street', 'Cuba Street', 'Colombo Street', 'Ponsonby Road'], ...BRITISH, ANGLO),
  JP: style('+81', ['+81 3-####-####', '+81 6-####-####'], ['Omotesando', 'Ginza-dori', 'Shijo-dori'], false, false, ASIAN),
  KR: style('+82', ['+82 2-###-####', '+82 51-###-####'], ['Sejong-daero', 'Teheran-ro', 'Haeundae-ro'], false, false, ASIAN),
  CN: style('+86', ['+86 21 #### ####', '+86 10 #### ####'], ['Nanjing Road', 'Huaihai Road', 'Chang\'an Avenue'], ...BRITISH, ASIAN),
  HK: style('+852', ['+852 #### ####'], ['Nathan Road', 'Queen\'s Road Central', 'Hennessy Road'], ...BRITISH, ASIAN),
  TW: style('+886', ['+886 4 #### ####', '+886 2 #### ####'], ['Taiwan Boulevard', 'Zhongshan Road', 'Minquan Road'], ...BRITISH, ASIAN),
  TH: style('+66', ['+66 2 ### ####', '+66 53 ### ###'], ['Sukhumvit Road', 'Silom Road', 'Nimmanhaemin Road'], ...BRITISH, ASIAN),
  MY: style('+60', ['+60 3-#### ####', '+60 4-### ####'], ['Jalan Bukit Bintang', 'Jalan Ampang', 'Lebuh Chulia'], ...BRITISH, ASIAN),
  SG: style('+65', ['+65 6### ####'], ['Orchard Road', 'Bukit Timah Road', 'Serangoon Road'], ...BRITISH, ASIAN),
  ID: style('+62', ['+62 21 #### ####', '+62 22 #### ####'], ['Jalan Sudirman', 'Jalan Thamrin', 'Jalan Braga'], ...CONTINENTAL, ASIAN),
  PH: style('+63', ['+63 2 #### ####', '+63 32 ### ####'], ['Ayala Avenue', 'Roxas Boulevard', 'Osmeña Boulevard'], ...BRITISH, ASIAN),
  IN: style('+91', ['+91 22 #### ####', '+91 80 #### ####'], ['MG Road', 'Linking Road', 'Brigade Road'], ...BRITISH, ASIAN),
};

// ---------- lookups ----------

const byCountry = new Map<string, Place[]>();
for (const place of PLACES) byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place]);

export const placesIn = (country: string): Place[] => byCountry.get(country) ?? [];

/** The place's name in a language of the shop, else its own name. */
export const placeName = (place: Place, language: string): string => place.names?.[language as PlaceLanguage] ?? place.name;

/** Lower case without accents, apostrophes or hyphens: "Liège" and "liege", "Sint-Truiden" and "sint truiden" meet. */
export const normalisePlaceName = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[-'’.]/g, ' ').replace(/\s+/g, ' ').trim();

const searchIndex = PLACES.map((place) => ({ place, keys: [...new Set([place.name, ...Object.values(place.names ?? {})].map(normalisePlaceName))] }));

/**
 * Towns whose name (in any of the six languages) matches the query, accents and case ignored:
 * exact names first, then names starting with it, then names with a word starting with it.
 */
export function searchPlaces(query: string, options: { limit?: number; country?: string } = {}): Place[] {
  if (query.length > 200) return [];
  const q = normalisePlaceName(query.replace(/[^\p{L}\p{N}\s'’.-]/gu, ''));
  if (!q) return [];
  const limit = options.limit ?? 8;
  const rank = (keys: string[]): number =>
    keys.some((k) => k === q) ? 0 : keys.some((k) => k.startsWith(q)) ? 1 : keys.some((k) => k.split(' ').some((w) => w.startsWith(q))) ? 2 : 3;
  return searchIndex
    .filter((e) => !options.country || e.place.country === options.country)
    .map((e) => ({ place: e.place, rank: rank(e.keys) }))
    .filter((e) => e.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((e) => e.place);
}

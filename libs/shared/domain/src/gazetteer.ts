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
  /** ISO 3166 alpha-2 code, as in the seed's COUNTRY_GEO. */
  country: string;
  lat: number;
  lng: number;
  /** A real postal code of the centre, in the country's format; '' where there are none. */
  postalCode: string;
  /** Telephone area code without the trunk prefix ('11' for Beringen's 011), where known. */
  areaCode?: string;
}

export interface CountryStyle {
  callingCode: string;
  /** Phone numbers as the country writes them, '#' a digit (a town's own area code: styleFor). */
  phonePatterns: string[];
  /** Typical street names in the country's main language. */
  streets: string[];
  /**
   * Streets of the country's other language regions, told apart by postal code (Wallonia from
   * 4000 in Belgium, Ticino from 6500 in Switzerland): codes from ≤ code < to use these.
   */
  regions?: { from: string; to: string; streets: string[] }[];
  /** "12 High Street" (true) or "Kerkstraat 12" (false). */
  numberFirst: boolean;
  /** "3580 Beringen" (true) or "Cambridge CB2 3QJ" (false). */
  postalCodeFirst: boolean;
  /** Usual bike-shop weeks of the country (one is picked per dealer). */
  hours: WeeklyHours[];
}

export const PLACES: readonly Place[] = PLACE_ROWS.map(([name, country, lat, lng, postalCode, areaCode, names]) => ({
  name, country, lat, lng, postalCode, ...(areaCode ? { areaCode } : {}), ...(names ? { names } : {}),
}));

// ---------- opening hours ----------

const day = (...ranges: string[]): [string, string][] => ranges.map((r) => r.split('-') as [string, string]);
/** A week from its weekday hours, Saturday, Sunday (closed unless given) and Monday (as weekdays unless given). */
const week = (weekdays: [string, string][], sat: [string, string][], sun: [string, string][] = [], mon = weekdays): WeeklyHours =>
  ({ mon, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat, sun });
const CLOSED: [string, string][] = [];

/** Belgium, France, Luxembourg, Monaco: closed Sunday and Monday, a lunch break (or not, in bigger shops). */
const CLOSED_MONDAY_LUNCH = [
  week(day('09:30-12:30', '13:30-18:30'), day('09:30-17:00'), CLOSED, CLOSED),
  week(day('10:00-12:00', '13:00-18:00'), day('10:00-12:00', '13:00-17:00'), CLOSED, CLOSED),
  week(day('10:00-18:00'), day('10:00-17:00'), CLOSED, CLOSED),
];
/** The Netherlands: Monday afternoon only, late opening one evening (koopavond). */
const DUTCH = [
  week(day('09:00-18:00'), day('09:00-17:00'), CLOSED, day('13:00-18:00')),
  { ...week(day('09:30-18:00'), day('09:30-17:00'), CLOSED, day('12:00-18:00')), fri: day('09:30-21:00') },
];
/** Germany: Monday afternoon only, Saturday until early afternoon. */
const GERMAN = [
  week(day('10:00-18:30'), day('10:00-14:00'), CLOSED, day('14:00-18:30')),
  week(day('09:30-18:00'), day('09:30-16:00'), CLOSED, day('13:00-18:00')),
];
/** Austria: a lunch break in small shops, Saturday morning. */
const AUSTRIAN = [week(day('09:00-12:00', '14:00-18:00'), day('09:00-12:30')), week(day('09:00-18:00'), day('09:00-17:00'))];
/** Switzerland: many shops closed Monday, a lunch break. */
const SWISS = [week(day('09:00-12:00', '13:30-18:30'), day('09:00-16:00'), CLOSED, CLOSED), week(day('09:00-18:30'), day('09:00-16:00'))];
/** Italy: closed Monday morning, a long lunch break. */
const ITALIAN = [week(day('09:00-12:30', '15:30-19:30'), day('09:00-12:30', '15:30-19:00'), CLOSED, day('15:30-19:30'))];
/** Spain and Andorra: siesta, Saturday morning. */
const SPANISH = [week(day('10:00-14:00', '17:00-20:30'), day('10:00-14:00')), week(day('09:30-13:30', '16:30-20:00'), day('10:00-13:30'))];
const PORTUGUESE = [week(day('09:30-13:00', '14:30-19:00'), day('09:30-13:00'))];
/** Greece and Cyprus: evening opening on Tuesday, Thursday and Friday only. */
const GREEK = (() => {
  const short = day('09:00-15:00');
  const long = day('09:00-14:30', '17:30-20:30');
  return [{ mon: short, tue: long, wed: short, thu: long, fri: long, sat: day('09:00-15:00'), sun: CLOSED }];
})();
const NORDIC = [week(day('10:00-18:00'), day('10:00-15:00')), week(day('10:00-17:30'), day('10:00-14:00'))];
const CENTRAL = [week(day('09:00-18:00'), day('09:00-14:00')), week(day('10:00-19:00'), day('10:00-16:00'))];
/** Ukraine, Russia, Kazakhstan, Georgia: open every day, long hours. */
const EASTERN = [week(day('10:00-20:00'), day('10:00-19:00'), day('11:00-18:00'))];
const ANGLO = [week(day('09:00-17:30'), day('09:00-17:00'), day('10:00-16:00')), week(day('10:00-18:00'), day('09:00-17:00'), CLOSED)];
/** North America: open Sunday noon to five. */
const AMERICAN = [week(day('10:00-19:00'), day('09:00-18:00'), day('12:00-17:00')), week(day('10:00-18:00'), day('10:00-17:00'), day('11:00-16:00'))];
const LATIN = [week(day('09:00-19:00'), day('09:00-14:00')), week(day('09:00-13:00', '16:00-20:00'), day('09:00-13:00'))];
/** Israel: the week starts on Sunday, Friday is short and Saturday closed. */
const ISRAELI = [{ ...week(day('09:00-19:00'), CLOSED, day('09:00-19:00')), fri: day('09:00-14:00') }];
/** The Gulf: every day into the evening, Friday after prayers. */
const GULF = [{ ...week(day('10:00-22:00'), day('10:00-22:00'), day('10:00-22:00')), fri: day('14:00-22:00') }];
const ASIAN = [week(day('10:00-20:00'), day('10:00-20:00'), day('11:00-19:00'))];
/** Japan: bike shops close one weekday (often Wednesday) and open at the weekend. */
const JAPANESE = [{ ...week(day('10:00-19:00'), day('10:00-19:00'), day('10:00-18:00')), wed: CLOSED }, ...ASIAN];

// ---------- country styles ----------

const style = (callingCode: string, phonePatterns: string[], streets: string[], numberFirst: boolean, postalCodeFirst: boolean, hours: WeeklyHours[], regions?: CountryStyle['regions']): CountryStyle =>
  ({ callingCode, phonePatterns, streets, ...(regions ? { regions } : {}), numberFirst, postalCodeFirst, hours });
/** "Kerkstraat 12, 3580 Beringen". */
const CONTINENTAL = [false, true] as const;
/** "12 High Street, Cambridge CB2 3QJ". */
const BRITISH = [true, false] as const;
/** "Tverskaya ulitsa 12, Moskva 125009". */
const STREET_TOWN_CODE = [false, false] as const;

const WALLOON = ['Rue de la Station', "Rue de l'Église", 'Grand-Place', 'Place du Marché', 'Chaussée de Bruxelles', 'Rue Haute', 'Avenue Reine Astrid', 'Rue du Moulin'];
const OSTBELGIEN = ['Bahnhofstraße', 'Kirchstraße', 'Marktplatz', 'Aachener Straße', 'Klosterstraße', 'Neustraße'];
const BRUSSELS = ['Rue Neuve', 'Chaussée de Wavre', 'Avenue Louise', 'Rue Antoine Dansaert', 'Chaussée d\'Ixelles', 'Boulevard Anspach', 'Rue du Midi'];
const ROMANDIE = ['Rue du Marché', 'Rue de la Gare', 'Avenue de la Gare', 'Grand-Rue', 'Rue du Lac', 'Rue Centrale'];
const TICINO = ['Via Cantonale', 'Via della Stazione', 'Piazza Grande', 'Via Nassa', 'Corso San Gottardo', 'Via Motta'];
const CATALAN = ['Carrer Major', 'Rambla Nova', 'Carrer de Sant Pere', "Plaça de l'Ajuntament", 'Carrer Nou', "Passeig de l'Estació"];
const QUEBECOIS = ['Rue Saint-Denis', 'Rue Saint-Jean', 'Boulevard Saint-Laurent', 'Rue Principale', 'Rue Notre-Dame', 'Avenue du Mont-Royal'];

export const COUNTRY_STYLES: Readonly<Record<string, CountryStyle>> = {
  BE: style('+32', ['+32 11 ## ## ##', '+32 3 ### ## ##', '+32 9 ### ## ##', '+32 4## ## ## ##'],
    ['Stationsstraat', 'Kerkstraat', 'Grote Markt', 'Koning Albertstraat', 'Nieuwstraat', 'Molenstraat', 'Diestsesteenweg', 'Leopoldlaan', 'Kapelstraat'], ...CONTINENTAL, CLOSED_MONDAY_LUNCH,
    // Brussels is bilingual; Walloon Brabant and Wallonia French; 47xx the German-speaking east.
    [{ from: '1000', to: '1300', streets: BRUSSELS }, { from: '1300', to: '1500', streets: WALLOON }, { from: '4000', to: '4700', streets: WALLOON },
      { from: '4700', to: '4800', streets: OSTBELGIEN }, { from: '4800', to: '8000', streets: WALLOON }]),
  NL: style('+31', ['+31 20 ### ####', '+31 30 ### ####', '+31 475 ######', '+31 6 #### ####'],
    ['Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Marktplein', 'Hoofdstraat', 'Nieuwstraat', 'Schoolstraat', 'Wilhelminastraat'], ...CONTINENTAL, DUTCH),
  DE: style('+49', ['+49 30 ########', '+49 89 ########', '+49 221 #######', '+49 6131 ######'],
    ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Marktplatz', 'Lindenstraße', 'Kirchstraße', 'Bergstraße', 'Friedrichstraße'], ...CONTINENTAL, GERMAN),
  FR: style('+33', ['+33 1 ## ## ## ##', '+33 2 ## ## ## ##', '+33 4 ## ## ## ##', '+33 5 ## ## ## ##'],
    ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'place de la Mairie', 'rue de la Gare', 'boulevard Gambetta', 'rue Nationale', 'Grande Rue', "rue de l'Église"], true, true, CLOSED_MONDAY_LUNCH),
  GB: style('+44', ['+44 20 #### ####', '+44 161 ### ####', '+44 117 ### ####', '+44 1223 ######'],
    ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Road', 'Market Place', 'London Road', 'Park Road', 'Bridge Street'], ...BRITISH, ANGLO),
  IT: style('+39', ['+39 02 #### ####', '+39 06 #### ####', '+39 035 ### ####', '+39 0422 ######'],
    ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Piazza della Libertà', 'Via Cavour', 'Via Dante', 'Corso Vittorio Emanuele', 'Via XX Settembre'], ...CONTINENTAL, ITALIAN),
  ES: style('+34', ['+34 91# ### ###', '+34 93# ### ###', '+34 96# ### ###', '+34 6## ### ###'],
    ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Calle Nueva', 'Avenida de Andalucía', 'Calle San Francisco', 'Paseo de la Estación'], ...CONTINENTAL, SPANISH,
    [{ from: '08000', to: '09000', streets: CATALAN }, { from: '17000', to: '18000', streets: CATALAN }]),
  AT: style('+43', ['+43 1 #######', '+43 316 ######', '+43 512 ######', '+43 662 ######'],
    ['Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Hauptplatz', 'Schulgasse', 'Wiener Straße', 'Grazer Straße', 'Dorfplatz'], ...CONTINENTAL, AUSTRIAN),
  CH: style('+41', ['+41 44 ### ## ##', '+41 31 ### ## ##', '+41 61 ### ## ##', '+41 22 ### ## ##'],
    ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchgasse', 'Seestrasse', 'Marktgasse', 'Poststrasse', 'Rathausplatz'], ...CONTINENTAL, SWISS,
    // Swiss German writes ss for ß; Romandie up to 2999, Ticino from 6500.
    [{ from: '1000', to: '3000', streets: ROMANDIE }, { from: '6500', to: '7000', streets: TICINO }]),
  LU: style('+352', ['+352 ## ## ##', '+352 ## ## ## ##'],
    ['Grand-Rue', 'Avenue de la Gare', 'Rue de la Libération', 'Rue Principale', 'Place Guillaume II', "Rue de l'Alzette", 'Route d\'Arlon'], true, true, CLOSED_MONDAY_LUNCH),
  DK: style('+45', ['+45 ## ## ## ##'],
    ['Hovedgaden', 'Jernbanegade', 'Vestergade', 'Østergade', 'Algade', 'Nørregade', 'Søndergade', 'Torvet'], ...CONTINENTAL, NORDIC),
  SE: style('+46', ['+46 8 ### ### ##', '+46 31 ### ## ##', '+46 40 ### ## ##'],
    ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Stora Torget', 'Köpmangatan', 'Nygatan', 'Västra Långgatan'], ...CONTINENTAL, NORDIC),
  NO: style('+47', ['+47 ## ## ## ##'],
    ['Storgata', 'Kirkegata', 'Jernbanegata', 'Torggata', 'Kongens gate', 'Dronningens gate', 'Strandgata'], ...CONTINENTAL, NORDIC),
  FI: style('+358', ['+358 9 ### ####', '+358 3 ### ####', '+358 40 ### ####'],
    ['Kauppakatu', 'Asemakatu', 'Hämeenkatu', 'Kirkkokatu', 'Koulukatu', 'Rantakatu', 'Puistokatu'], ...CONTINENTAL, NORDIC),
  IE: style('+353', ['+353 1 ### ####', '+353 21 ### ####', '+353 91 ### ####'],
    ['Main Street', 'Church Street', 'Bridge Street', "O'Connell Street", 'Shop Street', 'Market Square', 'Castle Street'], ...BRITISH, ANGLO),
  IS: style('+354', ['+354 5## ####', '+354 4## ####'],
    ['Laugavegur', 'Skólavörðustígur', 'Hverfisgata', 'Hafnarstræti', 'Aðalstræti', 'Austurstræti'], ...CONTINENTAL, NORDIC),
  PT: style('+351', ['+351 21# ### ###', '+351 22# ### ###', '+351 253 ### ###'],
    ['Rua Direita', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Comércio', 'Largo da Igreja', 'Avenida da República', 'Rua 25 de Abril'], ...CONTINENTAL, PORTUGUESE),
  PL: style('+48', ['+48 22 ### ## ##', '+48 12 ### ## ##', '+48 71 ### ## ##'],
    ['ul. Długa', 'ul. Mickiewicza', 'ul. Kościuszki', 'ul. Piłsudskiego', 'ul. Kolejowa', 'ul. Rynek', 'ul. Sienkiewicza', 'ul. Słowackiego'], ...CONTINENTAL, CENTRAL),
  CZ: style('+420', ['+420 2## ### ###', '+420 5## ### ###'],
    ['Nádražní', 'Husova', 'Masarykova', 'náměstí Míru', 'Palackého', 'Komenského', 'Nerudova'], ...CONTINENTAL, CENTRAL),
  SK: style('+421', ['+421 2 #### ####', '+421 55 ### ####'],
    ['Hlavná', 'Štúrova', 'Obchodná', 'Námestie SNP', 'Hviezdoslavova', 'Školská'], ...CONTINENTAL, CENTRAL),
  SI: style('+386', ['+386 1 ### ## ##', '+386 2 ### ## ##'],
    ['Slovenska cesta', 'Prešernova ulica', 'Glavni trg', 'Trubarjeva cesta', 'Cankarjeva ulica', 'Kolodvorska ulica'], ...CONTINENTAL, CENTRAL),
  HR: style('+385', ['+385 1 ### ####', '+385 21 ### ###'],
    ['Ilica', 'Zagrebačka ulica', 'Trg bana Jelačića', 'Ulica Ante Starčevića', 'Kolodvorska ulica', 'Obala kneza Branimira'], ...CONTINENTAL, CENTRAL),
  HU: style('+36', ['+36 1 ### ####', '+36 52 ### ###'],
    ['Fő utca', 'Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Ady Endre utca', 'Szabadság tér'], ...CONTINENTAL, CENTRAL),
  RO: style('+40', ['+40 21 ### ####', '+40 264 ### ###'],
    ['Strada Republicii', 'Bulevardul Unirii', 'Strada Mihai Eminescu', 'Strada Gării', 'Calea Victoriei', 'Strada Independenței'], ...CONTINENTAL, CENTRAL),
  GR: style('+30', ['+30 21# ### ####', '+30 231 ### ####'],
    ['Odós Ermoú', 'Leofóros Vasilíssis Sofías', 'Odós Athinás', 'Odós Eleftheríou Venizélou', 'Odós Tsimiskí', 'Plateía Syntágmatos'], ...CONTINENTAL, GREEK),
  CY: style('+357', ['+357 22 ######', '+357 25 ######'],
    ['Leofóros Makaríou', 'Odós Lídras', 'Odós Anexartisías', 'Leofóros Archiepiskópou Kyprianoú', 'Odós Ermoú', 'Leofóros Griva Digení'], ...CONTINENTAL, GREEK),
  MT: style('+356', ['+356 21## ####', '+356 27## ####'],
    ['Republic Street', 'Triq il-Kbira', 'Tower Road', 'Merchants Street', 'Triq San Pawl', 'The Strand'], ...BRITISH, ANGLO),
  EE: style('+372', ['+372 6## ####', '+372 7## ####'],
    ['Narva maantee', 'Pärnu maantee', 'Rüütli', 'Tartu maantee', 'Pikk', 'Raekoja plats'], ...CONTINENTAL, NORDIC),
  LT: style('+370', ['+370 5 ### ####', '+370 37 ### ###'],
    ['Gedimino prospektas', 'Vilniaus gatvė', 'Laisvės alėja', 'Didžioji gatvė', 'Pylimo gatvė', 'Turgaus gatvė'], ...CONTINENTAL, NORDIC),
  AD: style('+376', ['+376 ### ###'],
    ['Avinguda Meritxell', 'Carrer Major', 'Avinguda Carlemany', 'Carrer Prat de la Creu', 'Avinguda del Fener', 'Plaça del Poble'], ...CONTINENTAL, SPANISH),
  MC: style('+377', ['+377 93 ## ## ##', '+377 97 ## ## ##', '+377 92 ## ## ##'],
    ['Boulevard des Moulins', 'Rue Grimaldi', 'Avenue de la Costa', 'Boulevard Princesse Charlotte', 'Rue Princesse Caroline', 'Avenue Saint-Michel'], true, true, CLOSED_MONDAY_LUNCH),
  JE: style('+44', ['+44 1534 ######'],
    ['King Street', 'Queen Street', 'Halkett Place', 'Bath Street', 'Colomberie', 'Bond Street'], ...BRITISH, ANGLO),
  UA: style('+380', ['+380 44 ### ## ##', '+380 32 ### ## ##'],
    ['vulytsia Khreshchatyk', 'vulytsia Shevchenka', 'prospekt Svobody', 'vulytsia Franka', 'vulytsia Sadova', 'vulytsia Soborna'], ...STREET_TOWN_CODE, EASTERN),
  GE: style('+995', ['+995 32 2## ## ##', '+995 422 ## ## ##'],
    ['Rustaveli Avenue', 'Chavchavadze Avenue', 'Agmashenebeli Avenue', 'Pekini Avenue', 'Gorgiladze Street', 'Tsereteli Street'], ...CONTINENTAL, EASTERN),
  RU: style('+7', ['+7 495 ###-##-##', '+7 812 ###-##-##'],
    ['Tverskaya ulitsa', 'ulitsa Arbat', 'Leninsky prospekt', 'Nevsky prospekt', 'ulitsa Lenina', 'Sadovaya ulitsa', 'ulitsa Pushkina'], ...STREET_TOWN_CODE, EASTERN),
  KZ: style('+7', ['+7 727 ### ## ##', '+7 7172 ## ## ##'],
    ['prospekt Abaya', 'prospekt Dostyk', 'ulitsa Kabanbay Batyra', 'ulitsa Panfilova', 'prospekt Respubliki', 'ulitsa Tole Bi'], ...STREET_TOWN_CODE, EASTERN),
  IL: style('+972', ['+972 3-###-####', '+972 4-###-####'],
    ['Rothschild Boulevard', 'Dizengoff Street', 'Herzl Street', 'Allenby Street', 'Ibn Gabirol Street', 'HaNassi Boulevard', 'Ben Yehuda Street'], ...BRITISH, ISRAELI),
  AE: style('+971', ['+971 4 ### ####', '+971 2 ### ####'],
    ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road', 'Hamdan Street', 'Corniche Road', 'Al Khaleej Road'], true, false, GULF),
  QA: style('+974', ['+974 4### ####'],
    ['Al Corniche Street', 'Salwa Road', 'C Ring Road', 'Al Waab Street', 'Al Sadd Street', 'Grand Hamad Street'], true, false, GULF),
  ZA: style('+27', ['+27 21 ### ####', '+27 11 ### ####', '+27 31 ### ####'],
    ['Long Street', 'Main Road', 'Church Street', 'Bree Street', 'Voortrekker Road', 'Jan Smuts Avenue', 'Victoria Road'], ...BRITISH, ANGLO),
  US: style('+1', ['+1 (303) ###-####', '+1 (415) ###-####', '+1 (512) ###-####', '+1 (503) ###-####'],
    ['Main Street', 'Pearl Street', 'Broadway', 'Oak Avenue', 'Market Street', 'Elm Street', 'Maple Avenue', 'Washington Street', 'Park Avenue'], ...BRITISH, AMERICAN),
  CA: style('+1', ['+1 (416) ###-####', '+1 (514) ###-####', '+1 (604) ###-####'],
    ['Queen Street', 'King Street', 'Main Street', 'Granville Street', 'Yonge Street', 'Water Street', 'Jasper Avenue'], ...BRITISH, AMERICAN,
    // Québec's postal codes start with G, H or J.
    [{ from: 'G', to: 'K', streets: QUEBECOIS }]),
  MX: style('+52', ['+52 55 #### ####', '+52 33 #### ####', '+52 81 #### ####'],
    ['Avenida Reforma', 'Calle Madero', 'Avenida Juárez', 'Calle Hidalgo', 'Avenida Insurgentes', 'Calle Morelos', 'Avenida Benito Juárez'], ...CONTINENTAL, LATIN),
  GT: style('+502', ['+502 2### ####', '+502 7### ####'],
    ['Avenida La Reforma', 'Sexta Avenida', 'Calle del Arco', 'Avenida Las Américas', 'Calle Real', 'Quinta Avenida Norte'], ...CONTINENTAL, LATIN),
  CR: style('+506', ['+506 2### ####'],
    ['Avenida Central', 'Calle 5', 'Avenida Segunda', 'Paseo Colón', 'Calle Real', 'Avenida 4'], ...CONTINENTAL, LATIN),
  CO: style('+57', ['+57 601 ### ####', '+57 604 ### ####'],
    ['Carrera Séptima', 'Calle 85', 'Avenida El Poblado', 'Carrera 15', 'Calle 10', 'Avenida Boyacá'], ...CONTINENTAL, LATIN),
  EC: style('+593', ['+593 2 ### ####', '+593 4 ### ####'],
    ['Avenida Amazonas', 'Calle Venezuela', 'Avenida 9 de Octubre', 'Calle Larga', 'Avenida de los Shyris', 'Calle García Moreno'], ...CONTINENTAL, LATIN),
  AR: style('+54', ['+54 11 ####-####', '+54 351 ###-####', '+54 341 ###-####'],
    ['Avenida Corrientes', 'Calle Florida', 'Avenida Santa Fe', 'Avenida San Martín', 'Calle Belgrano', 'Avenida Rivadavia', 'Calle Sarmiento'], ...CONTINENTAL, LATIN),
  CL: style('+56', ['+56 2 #### ####', '+56 32 ### ####'],
    ['Avenida Providencia', 'Calle Huérfanos', 'Avenida Apoquindo', "Avenida Libertador Bernardo O'Higgins", 'Calle Prat', 'Avenida Pedro de Valdivia'], ...CONTINENTAL, LATIN),
  VG: style('+1', ['+1 (284) 494-####', '+1 (284) 495-####'],
    ['Main Street', 'Waterfront Drive', 'Flemming Street', 'Wickhams Cay', 'Blackburn Highway', 'Sir Francis Drake Highway'], ...BRITISH, AMERICAN),
  AU: style('+61', ['+61 2 #### ####', '+61 3 #### ####', '+61 7 #### ####', '+61 8 #### ####'],
    ['George Street', 'Collins Street', 'Queen Street', 'King Street', 'Beach Road', 'High Street', 'Victoria Street', 'Railway Parade'], ...BRITISH, ANGLO),
  NZ: style('+64', ['+64 9 ### ####', '+64 4 ### ####', '+64 3 ### ####'],
    ['Queen Street', 'Cuba Street', 'Colombo Street', 'Ponsonby Road', 'High Street', 'Victoria Street', 'Dee Street'], ...BRITISH, ANGLO),
  JP: style('+81', ['+81 3-####-####', '+81 6-####-####', '+81 52-###-####'],
    // Addresses go by district rather than street; these district names recur in many towns.
    ['Honchō', 'Motomachi', 'Ekimae', 'Chūō', 'Sakaemachi', 'Saiwaichō', 'Midorimachi', 'Nishiki'], ...BRITISH, JAPANESE),
  KR: style('+82', ['+82 2-####-####', '+82 51-###-####'],
    ['Jungang-ro', 'Jungang-daero', 'Yeokjeon-ro', 'Sijang-gil', 'Haean-ro', 'Munhwa-ro', 'Jungang-gil'], ...BRITISH, ASIAN),
  CN: style('+86', ['+86 21 #### ####', '+86 10 #### ####', '+86 755 #### ####'],
    ['Renmin Road', 'Zhongshan Road', 'Jiefang Road', 'Jianshe Road', 'Nanjing Road', 'Heping Road', 'Xinhua Road'], ...BRITISH, ASIAN),
  HK: style('+852', ['+852 2### ####', '+852 3### ####'],
    ['Nathan Road', "Queen's Road Central", 'Hennessy Road', 'Des Voeux Road', 'Shan Mei Street', 'Argyle Street'], ...BRITISH, ASIAN),
  TW: style('+886', ['+886 4 #### ####', '+886 2 #### ####', '+886 7 ### ####'],
    ['Taiwan Boulevard', 'Zhongshan Road', 'Minquan Road', 'Zhongzheng Road', 'Minsheng Road', 'Heping Road', 'Wenxin Road'], ...BRITISH, ASIAN),
  TH: style('+66', ['+66 2 ### ####', '+66 53 ### ###'],
    ['Sukhumvit Road', 'Silom Road', 'Nimmanhaemin Road', 'Rama IV Road', 'Charoen Krung Road', 'Phahonyothin Road'], ...BRITISH, ASIAN),
  MY: style('+60', ['+60 3-#### ####', '+60 4-### ####'],
    ['Jalan Bukit Bintang', 'Jalan Ampang', 'Lebuh Chulia', 'Jalan Sultan Ismail', 'Jalan Tun Razak', 'Jalan Raja Laut'], true, true, ASIAN),
  SG: style('+65', ['+65 6### ####'],
    ['Orchard Road', 'Bukit Timah Road', 'Serangoon Road', 'Tampines Avenue', 'East Coast Road', 'Upper Thomson Road'], ...BRITISH, ASIAN),
  ID: style('+62', ['+62 21 #### ####', '+62 22 #### ####'],
    ['Jalan Sudirman', 'Jalan Thamrin', 'Jalan Braga', 'Jalan Malioboro', 'Jalan Gatot Subroto', 'Jalan Diponegoro'], ...STREET_TOWN_CODE, ASIAN),
  PH: style('+63', ['+63 2 #### ####', '+63 32 ### ####'],
    ['Ayala Avenue', 'Roxas Boulevard', 'Osmeña Boulevard', 'Rizal Avenue', 'Session Road', 'Mabini Street'], ...BRITISH, ASIAN),
  IN: style('+91', ['+91 22 #### ####', '+91 80 #### ####', '+91 11 #### ####'],
    ['MG Road', 'Linking Road', 'Brigade Road', 'Station Road', 'Nehru Road', 'Park Street', 'FC Road'], ...BRITISH, ASIAN),
};

// ---------- a town's own phone numbers and streets ----------

/**
 * How each country writes a number after a given area code: the subscriber part shortens as
 * the area code grows (Antwerp 03 123 45 67, Beringen 011 12 34 56).
 */
const AREA_PHONE: Record<string, (a: string) => string> = {
  BE: (a) => `+32 ${a} ${a.length === 1 ? '### ## ##' : '## ## ##'}`,
  NL: (a) => `+31 ${a} ${a.length === 2 ? '### ####' : '######'}`,
  DE: (a) => `+49 ${a} ${'#'.repeat(Math.max(6, 10 - a.length))}`,
  FR: (a) => `+33 ${a} ## ## ## ##`,
  GB: (a) => `+44 ${a} ${a.length === 2 ? '#### ####' : a.length === 3 ? '### ####' : '######'}`,
  IT: (a) => `+39 ${a} ${a.length === 2 ? '#### ####' : a.length === 3 ? '### ####' : '######'}`,
  ES: (a) => `+34 ${a.padEnd(3, '#')} ### ###`,
  PT: (a) => `+351 ${a.padEnd(3, '#')} ### ###`,
  AT: (a) => `+43 ${a} ${'#'.repeat(a.length === 1 ? 7 : a.length === 3 ? 6 : 5)}`,
  CH: (a) => `+41 ${a} ### ## ##`,
  SE: (a) => `+46 ${a} ${a.length === 1 ? '### ### ##' : a.length === 2 ? '### ## ##' : '## ## ##'}`,
  FI: (a) => `+358 ${a} ### ####`,
  IE: (a) => `+353 ${a} ### ####`,
  PL: (a) => `+48 ${a} ### ## ##`,
  SK: (a) => `+421 ${a} ${a.length === 1 ? '#### ####' : '### ####'}`,
  SI: (a) => `+386 ${a} ### ## ##`,
  HR: (a) => `+385 ${a} ${a.length === 1 ? '### ####' : '### ###'}`,
  HU: (a) => `+36 ${a} ${a.length === 1 ? '### ####' : '### ###'}`,
  RO: (a) => `+40 ${a} ${a.length === 2 ? '### ####' : '### ###'}`,
  GR: (a) => `+30 ${a.padEnd(3, '#')} ### ####`,
  CY: (a) => `+357 ${a} ######`,
  LT: (a) => `+370 ${a} ${a.length === 1 ? '### ####' : '### ###'}`,
  UA: (a) => `+380 ${a} ### ## ##`,
  GE: (a) => `+995 ${a} ${a.length === 2 ? '2## ## ##' : '## ## ##'}`,
  RU: (a) => `+7 ${a} ###-##-##`,
  KZ: (a) => `+7 ${a} ${a.length === 3 ? '### ## ##' : '## ## ##'}`,
  IL: (a) => `+972 ${a}-###-####`,
  AE: (a) => `+971 ${a} ### ####`,
  ZA: (a) => `+27 ${a} ### ####`,
  US: (a) => `+1 (${a}) ###-####`,
  CA: (a) => `+1 (${a}) ###-####`,
  MX: (a) => `+52 ${a} ${a.length === 2 ? '#### ####' : '### ####'}`,
  CO: (a) => `+57 ${a} ### ####`,
  EC: (a) => `+593 ${a} ### ####`,
  AR: (a) => `+54 ${a} ${a.length === 2 ? '####-####' : '###-####'}`,
  CL: (a) => `+56 ${a} ${a.length === 1 ? '#### ####' : '### ####'}`,
  AU: (a) => `+61 ${a} #### ####`,
  NZ: (a) => `+64 ${a} ### ####`,
  JP: (a) => `+81 ${a}-${a.length === 1 ? '####' : '###'}-####`,
  KR: (a) => `+82 ${a}-${a.length === 1 ? '####' : '###'}-####`,
  CN: (a) => `+86 ${a} #### ####`,
  TW: (a) => `+886 ${a} ${a === '2' || a === '4' ? '#### ####' : '### ####'}`,
  TH: (a) => `+66 ${a} ${a.length === 1 ? '### ####' : '### ###'}`,
  MY: (a) => `+60 ${a}-${a === '3' ? '#### ####' : '### ####'}`,
  ID: (a) => `+62 ${a} ${a.length === 2 ? '#### ####' : '### ###'}`,
  PH: (a) => `+63 ${a} ${a.length === 1 ? '#### ####' : '### ####'}`,
  IN: (a) => `+91 ${a} #### ####`,
};

/**
 * The style of one town: its country's, with phone numbers in the town's own area code and the
 * streets of its language region. What a dealer there should use.
 */
export function styleFor(place: Place): CountryStyle {
  const country = COUNTRY_STYLES[place.country];
  if (!country) throw new Error(`No gazetteer style for country ${place.country}`);
  const areaPhone = place.areaCode ? AREA_PHONE[place.country] : undefined;
  const region = country.regions?.find((r) => place.postalCode >= r.from && place.postalCode < r.to);
  return {
    ...country,
    phonePatterns: areaPhone ? [areaPhone(place.areaCode!)] : country.phonePatterns,
    streets: region?.streets ?? country.streets,
  };
}

// ---------- lookups ----------

const byCountry = new Map<string, Place[]>();
for (const place of PLACES) byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place]);

/** The towns of a country (ISO alpha-2), biggest first; [] for a country the gazetteer does not know. */
export const placesIn = (country: string): Place[] => byCountry.get(country) ?? [];

/** The place's name in a language of the shop, else its own name. */
export const placeName = (place: Place, language: string): string => place.names?.[language as PlaceLanguage] ?? place.name;

/** Letters NFD does not split into a base letter and a mark (ł is not l + a mark). */
const FOLD: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/** Lower case without accents, apostrophes or hyphens: "Liège" and "liege", "Sint-Truiden" and "sint truiden", "Łódź" and "lodz" meet. */
export const normalisePlaceName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łøæœßđðþıħ]/g, (c) => FOLD[c])
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const searchIndex = PLACES.map((place) => {
  const keys = [...new Set([place.name, ...Object.values(place.names ?? {})].map(normalisePlaceName))];
  return { place, keys, words: keys.flatMap((k) => k.split(' ')) };
});

/** Longer than any town name in any language: a longer query cannot match and is not worth scanning. */
const MAX_QUERY = 100;

/**
 * Towns whose name (their own or in any of the six languages) matches the query, accents and
 * case ignored: exact names first, then names starting with it, then names with a word starting
 * with it ("truiden" finds Sint-Truiden); equal matches keep the data's order (bigger towns and
 * the home market first). At most `limit` (default 8); [] for empty, unknown or odd input.
 */
export function searchPlaces(query: string, options: { limit?: number; country?: string } = {}): Place[] {
  if (typeof query !== 'string' || query.length > MAX_QUERY) return [];
  // Only letters, digits, spaces and the punctuation of names ("L'Aia", "St. Gallen") count.
  const q = normalisePlaceName(query.replace(/[^\p{L}\p{M}\p{N}\s'’.-]/gu, ''));
  const limit = Math.max(0, Math.floor(options.limit ?? 8));
  if (!q || !limit) return [];
  const rank = (e: (typeof searchIndex)[number]): number =>
    e.keys.includes(q) ? 0 : e.keys.some((k) => k.startsWith(q)) ? 1 : e.words.some((w) => w.startsWith(q)) || e.keys.some((k) => k.includes(` ${q}`)) ? 2 : 3;
  const found: { place: Place; rank: number }[][] = [[], [], []];
  for (const e of searchIndex) {
    if (options.country && e.place.country !== options.country) continue;
    const r = rank(e);
    if (r < 3) found[r].push({ place: e.place, rank: r });
  }
  return found.flat().slice(0, limit).map((e) => e.place);
}

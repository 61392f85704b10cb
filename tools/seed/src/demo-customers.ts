/**
 * Fictional shoppers for the demo orders: common given names and family names of the shop's
 * markets, combined at random (no list pairs them, and no well-known person was put in). A
 * family name given as [male, female] is written the way the language inflects it.
 */

export interface NamePool {
  female: readonly string[];
  male: readonly string[];
  last: readonly (string | readonly [male: string, female: string])[];
}

const DUTCH: NamePool = {
  female: ['Lotte', 'Emma', 'Sanne', 'Lieke', 'Femke', 'Noor', 'Anouk', 'Eline', 'Ine', 'Griet'],
  male: ['Jeroen', 'Bram', 'Thijs', 'Pieter', 'Joris', 'Stijn', 'Koen', 'Ruben', 'Jens', 'Wannes'],
  last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Vermeulen', 'Van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder', 'Bosman', 'Hendriks', 'Van Leeuwen'],
};
const FRENCH: NamePool = {
  female: ['Camille', 'Manon', 'Léa', 'Chloé', 'Julie', 'Céline', 'Élodie', 'Mathilde', 'Aurélie', 'Margaux'],
  male: ['Julien', 'Nicolas', 'Antoine', 'Maxime', 'Guillaume', 'Arnaud', 'Benoît', 'Olivier', 'Quentin', 'Romain'],
  last: ['Dubois', 'Lambert', 'Leroy', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Bonnet', 'Dupont', 'Renard', 'Mercier', 'Fontaine', 'Chevalier', 'Gauthier', 'Masson', 'Denis'],
};
const GERMAN: NamePool = {
  female: ['Lena', 'Hannah', 'Anna', 'Katrin', 'Julia', 'Sabine', 'Miriam', 'Franziska', 'Carina', 'Theresa'],
  male: ['Jonas', 'Lukas', 'Felix', 'Tobias', 'Florian', 'Matthias', 'Stefan', 'Moritz', 'Benedikt', 'Niklas'],
  last: ['Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Wolf', 'Bauer', 'Huber', 'Gruber', 'Steiner', 'Brunner'],
};
const ITALIAN: NamePool = {
  female: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Elena', 'Martina', 'Federica', 'Silvia'],
  male: ['Luca', 'Matteo', 'Alessandro', 'Davide', 'Simone', 'Andrea', 'Riccardo', 'Stefano'],
  last: ['Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa', 'Fontana', 'Moretti', 'Barbieri'],
};
const SPANISH: NamePool = {
  female: ['Lucía', 'María', 'Paula', 'Laura', 'Marta', 'Carmen', 'Alba', 'Nuria', 'Irene'],
  male: ['Javier', 'Pablo', 'Sergio', 'Adrián', 'Álvaro', 'Raúl', 'Jorge', 'Iván', 'Rubén'],
  last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Jiménez', 'Navarro', 'Romero', 'Torres', 'Domínguez'],
};
const PORTUGUESE: NamePool = {
  female: ['Beatriz', 'Inês', 'Mariana', 'Catarina', 'Joana', 'Rita', 'Sofia'],
  male: ['João', 'Tiago', 'Rui', 'Miguel', 'Pedro', 'Diogo', 'Nuno'],
  last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Carvalho', 'Lopes'],
};
const ENGLISH: NamePool = {
  female: ['Emily', 'Sophie', 'Charlotte', 'Olivia', 'Grace', 'Amy', 'Rachel', 'Megan', 'Chloe', 'Laura'],
  male: ['James', 'Oliver', 'Jack', 'Matthew', 'Liam', 'Ethan', 'Callum', 'Owen', 'Connor', 'Nathan'],
  last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker', 'Wright', 'Robinson', 'Thompson', 'Hughes', 'Edwards', 'Murphy', 'Kelly', 'Walsh', 'Clarke', 'Hall', 'Turner'],
};
const NORDIC: NamePool = {
  female: ['Astrid', 'Ingrid', 'Freja', 'Maja', 'Sofie', 'Ida', 'Linnea', 'Sigrid'],
  male: ['Emil', 'Oskar', 'Anders', 'Henrik', 'Mikkel', 'Nils', 'Sindre', 'Viktor'],
  last: ['Hansen', 'Jensen', 'Nielsen', 'Andersson', 'Johansson', 'Lindqvist', 'Berg', 'Dahl', 'Haugen', 'Nilsen', 'Lund', 'Holm', 'Eriksen', 'Sandberg'],
};
const FINNISH: NamePool = {
  female: ['Aino', 'Emilia', 'Helmi', 'Siiri', 'Venla', 'Kaisa'],
  male: ['Eetu', 'Juho', 'Mikko', 'Antti', 'Ville', 'Lauri'],
  last: ['Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Salonen'],
};
const POLISH: NamePool = {
  female: ['Zofia', 'Agnieszka', 'Katarzyna', 'Magdalena', 'Aleksandra', 'Joanna'],
  male: ['Piotr', 'Tomasz', 'Paweł', 'Marcin', 'Michał', 'Krzysztof'],
  last: ['Nowak', 'Wójcik', 'Kowalczyk', 'Woźniak', 'Mazur', 'Krawczyk', 'Kaczmarek', 'Zając', 'Wieczorek', 'Pawlak', ['Jabłoński', 'Jabłońska'], ['Zieliński', 'Zielińska']],
};
const CZECH: NamePool = {
  female: ['Tereza', 'Lucie', 'Petra', 'Kateřina', 'Veronika', 'Zuzana'],
  male: ['Jakub', 'Tomáš', 'Petr', 'Lukáš', 'Ondřej', 'Marek'],
  last: [['Novák', 'Nováková'], ['Svoboda', 'Svobodová'], ['Dvořák', 'Dvořáková'], ['Černý', 'Černá'], ['Procházka', 'Procházková'], ['Kučera', 'Kučerová'], ['Veselý', 'Veselá'], ['Marek', 'Marková']],
};
const SOUTH_SLAVIC: NamePool = {
  female: ['Ana', 'Maja', 'Nina', 'Ivana', 'Katarina', 'Tina'],
  male: ['Luka', 'Matej', 'Marko', 'Ivan', 'Tomislav', 'Jure'],
  last: ['Horvat', 'Kovačič', 'Krajnc', 'Zupan', 'Babić', 'Kovačević', 'Marić', 'Jurić', 'Knežević', 'Vidmar'],
};
const HUNGARIAN: NamePool = {
  female: ['Anna', 'Eszter', 'Réka', 'Zsófia', 'Katalin', 'Dóra'],
  male: ['Bence', 'Máté', 'Dávid', 'Gergő', 'Balázs', 'Levente'],
  last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'],
};
const ROMANIAN: NamePool = {
  female: ['Ioana', 'Andreea', 'Elena', 'Cristina', 'Bianca', 'Raluca'],
  male: ['Andrei', 'Mihai', 'Alexandru', 'Ștefan', 'Bogdan', 'Radu'],
  last: ['Popescu', 'Ionescu', 'Popa', 'Dumitrescu', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Constantin', 'Munteanu'],
};
const GREEK: NamePool = {
  female: ['Maria', 'Eleni', 'Katerina', 'Sofia', 'Georgia', 'Dimitra'],
  male: ['Giorgos', 'Nikos', 'Kostas', 'Dimitris', 'Yannis', 'Christos'],
  last: [['Papadopoulos', 'Papadopoulou'], 'Georgiou', ['Nikolaidis', 'Nikolaidou'], 'Konstantinou', 'Ioannou', ['Vlachos', 'Vlachou'], ['Pappas', 'Pappa'], ['Antoniadis', 'Antoniadou']],
};
const ESTONIAN: NamePool = {
  female: ['Kadri', 'Liis', 'Kristiina', 'Maarja', 'Triin'],
  male: ['Rasmus', 'Andres', 'Kristjan', 'Siim', 'Mihkel'],
  last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Pärn', 'Koppel'],
};
const LITHUANIAN: NamePool = {
  female: ['Rūta', 'Eglė', 'Ieva', 'Gintarė', 'Aistė'],
  male: ['Mantas', 'Tomas', 'Lukas', 'Darius', 'Paulius'],
  last: [['Kazlauskas', 'Kazlauskienė'], ['Jankauskas', 'Jankauskienė'], ['Petrauskas', 'Petrauskienė'], ['Stankevičius', 'Stankevičienė'], ['Vasiliauskas', 'Vasiliauskienė']],
};

/** The names of a locale's shoppers: its language where the country speaks it, else the country's. */
const BY_LANGUAGE: Record<string, NamePool> = { nl: DUTCH, fr: FRENCH, de: GERMAN, it: ITALIAN, es: SPANISH };
const BY_COUNTRY: Record<string, NamePool | readonly NamePool[]> = {
  BE: [DUTCH, DUTCH, FRENCH], NL: DUTCH, LU: [FRENCH, GERMAN], MC: FRENCH, FR: FRENCH, CH: [GERMAN, GERMAN, FRENCH, ITALIAN],
  DE: GERMAN, AT: GERMAN, IT: ITALIAN, ES: SPANISH, PT: PORTUGUESE,
  GB: ENGLISH, IE: ENGLISH, MT: ENGLISH, US: [ENGLISH, ENGLISH, SPANISH], CA: [ENGLISH, ENGLISH, FRENCH], AU: ENGLISH, NZ: ENGLISH,
  DK: NORDIC, SE: NORDIC, NO: NORDIC, IS: NORDIC, FI: FINNISH,
  PL: POLISH, CZ: CZECH, SK: CZECH, SI: SOUTH_SLAVIC, HR: SOUTH_SLAVIC, HU: HUNGARIAN, RO: ROMANIAN, GR: GREEK, CY: GREEK,
  EE: ESTONIAN, LT: LITHUANIAN,
};
const COUNTRY_LANGUAGES: Record<string, readonly string[]> = {
  BE: ['nl', 'fr'], LU: ['fr', 'de'], CH: ['de', 'fr', 'it'], CA: ['fr'], US: ['es'], NL: ['nl'], FR: ['fr'], MC: ['fr'], DE: ['de'], AT: ['de'], IT: ['it'], ES: ['es'],
};

/** The name pools a shopper of this locale is drawn from (several: pick one, then the names). */
export function namePoolsFor(country: string, language: string): readonly NamePool[] {
  if (COUNTRY_LANGUAGES[country]?.includes(language) && BY_LANGUAGE[language]) return [BY_LANGUAGE[language]];
  const pools = BY_COUNTRY[country] ?? ENGLISH;
  return Array.isArray(pools) ? (pools as readonly NamePool[]) : [pools as NamePool];
}

/** How a small company's name ends in each country (Peeters Design BV, Weber Consult GmbH). */
export const COMPANY_FORMS: Record<string, readonly string[]> = {
  BE: ['BV', 'SRL', 'NV'], NL: ['B.V.'], LU: ['SARL', 'S.A.'], MC: ['SARL'], FR: ['SARL', 'SAS'], CH: ['AG', 'GmbH', 'Sàrl'],
  DE: ['GmbH', 'UG'], AT: ['GmbH'], IT: ['S.r.l.'], ES: ['S.L.'], PT: ['Lda.'], GB: ['Ltd'], IE: ['Ltd'], MT: ['Ltd'], CY: ['Ltd'],
  US: ['LLC', 'Inc.'], CA: ['Inc.', 'Ltd.'], AU: ['Pty Ltd'], NZ: ['Ltd'], DK: ['ApS'], SE: ['AB'], NO: ['AS'], IS: ['ehf.'], FI: ['Oy'],
  PL: ['Sp. z o.o.'], CZ: ['s.r.o.'], SK: ['s.r.o.'], SI: ['d.o.o.'], HR: ['d.o.o.'], HU: ['Kft.'], RO: ['S.R.L.'], GR: ['IKE'],
  EE: ['OÜ'], LT: ['UAB'],
};
export const COMPANY_WORDS = ['Design', 'Consult', 'Services', 'Outdoor', 'Tech', 'Architects', 'Logistics', 'Events', 'Media', 'Engineering'];

import type { Messages } from './en';

/** The size finder's texts in Italian (see ./en.ts). */
export const it: Messages = {
  'bike.sizeFinder.intro': 'Altezza e cavallo indicano la taglia di questa bici con stack e reach adatti a te.',
  'bike.sizeFinder.height': 'La tua altezza (cm)',
  'bike.sizeFinder.inseam': 'Il tuo cavallo (cm)',
  'bike.sizeFinder.fit': 'La taglia {size} è la più adatta a te.',
  'bike.sizeFinder.between': 'Sei tra {smaller} e {larger}: {smaller} per una posizione più sportiva, {larger} per una più eretta.',
  'bike.sizeFinder.outside': 'Nessuna taglia di questa bici ti sta bene; la più vicina è {size}. Un bike fitting presso un rivenditore ti aiuterà.',
  'bike.sizeFinder.invalid': 'Inserisci un’altezza da 130 a 215 cm e un cavallo da 55 a 105 cm.',
  'bike.sizeFinder.choose': 'Scegli la taglia {size}',
  'bike.sizeFinder.unavailable': 'La taglia {size} non è disponibile al momento.',
};

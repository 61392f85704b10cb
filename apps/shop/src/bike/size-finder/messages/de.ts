import type { Messages } from './en';

/** The size finder's texts in German (see ./en.ts). */
export const de: Messages = {
  'bike.sizeFinder.intro': 'Deine Körpergröße und Schrittlänge ergeben die Größe dieses Rads, deren Stack und Reach zu dir passen.',
  'bike.sizeFinder.height': 'Deine Körpergröße (cm)',
  'bike.sizeFinder.inseam': 'Deine Schrittlänge (cm)',
  'bike.sizeFinder.fit': 'Größe {size} passt am besten zu dir.',
  'bike.sizeFinder.between': 'Du liegst zwischen {smaller} und {larger}: {smaller} für eine sportlichere, {larger} für eine aufrechtere Haltung.',
  'bike.sizeFinder.outside': 'Keine Größe dieses Rads passt dir gut; am nächsten liegt {size}. Ein Bikefitting beim Händler hilft.',
  'bike.sizeFinder.invalid': 'Gib eine Körpergröße von 130 bis 215 cm und eine Schrittlänge von 55 bis 105 cm ein.',
  'bike.sizeFinder.choose': 'Größe {size} wählen',
  'bike.sizeFinder.unavailable': 'Größe {size} ist gerade nicht lieferbar.',
};

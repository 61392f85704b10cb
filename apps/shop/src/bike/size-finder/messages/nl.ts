import type { Messages } from './en';

/** The size finder's texts in Dutch (see ./en.ts). */
export const nl: Messages = {
  'bike.sizeFinder.intro': 'Je lengte en binnenbeenlengte geven de maat van deze fiets waarvan stack en reach bij je passen.',
  'bike.sizeFinder.height': 'Je lengte (cm)',
  'bike.sizeFinder.inseam': 'Je binnenbeenlengte (cm)',
  'bike.sizeFinder.fit': 'Maat {size} past je het best.',
  'bike.sizeFinder.between': 'Je zit tussen {smaller} en {larger}: {smaller} voor een sportievere houding, {larger} voor een meer rechtop.',
  'bike.sizeFinder.outside': 'Geen maat van deze fiets past je goed; de dichtstbijzijnde is {size}. Een bikefitting bij een dealer helpt.',
  'bike.sizeFinder.invalid': 'Vul een lengte van 130 tot 215 cm en een binnenbeenlengte van 55 tot 105 cm in.',
  'bike.sizeFinder.choose': 'Kies maat {size}',
  'bike.sizeFinder.unavailable': 'Maat {size} is nu niet leverbaar.',
};

import type { Messages } from './en';

/** The size finder's texts in French (see ./en.ts). */
export const fr: Messages = {
  'bike.sizeFinder.intro': 'Votre taille et votre entrejambe donnent la taille de ce vélo dont le stack et le reach vous conviennent.',
  'bike.sizeFinder.height': 'Votre taille (cm)',
  'bike.sizeFinder.inseam': 'Votre entrejambe (cm)',
  'bike.sizeFinder.fit': 'La taille {size} vous convient le mieux.',
  'bike.sizeFinder.between': 'Vous êtes entre {smaller} et {larger} : {smaller} pour une position plus sportive, {larger} pour une position plus droite.',
  'bike.sizeFinder.outside': 'Aucune taille de ce vélo ne vous va vraiment ; la plus proche est {size}. Une étude posturale chez un revendeur vous aidera.',
  'bike.sizeFinder.invalid': 'Saisissez une taille de 130 à 215 cm et un entrejambe de 55 à 105 cm.',
  'bike.sizeFinder.choose': 'Choisir la taille {size}',
  'bike.sizeFinder.unavailable': 'La taille {size} n’est pas disponible pour le moment.',
};

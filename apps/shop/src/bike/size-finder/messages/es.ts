import type { Messages } from './en';

/** The size finder's texts in Spanish (see ./en.ts). */
export const es: Messages = {
  'bike.sizeFinder.intro': 'Tu altura y tu entrepierna indican la talla de esta bici cuyo stack y reach te encajan.',
  'bike.sizeFinder.height': 'Tu altura (cm)',
  'bike.sizeFinder.inseam': 'Tu entrepierna (cm)',
  'bike.sizeFinder.fit': 'La talla {size} es la que mejor te queda.',
  'bike.sizeFinder.between': 'Estás entre {smaller} y {larger}: {smaller} para una postura más deportiva, {larger} para una más erguida.',
  'bike.sizeFinder.outside': 'Ninguna talla de esta bici te queda bien; la más cercana es {size}. Un estudio biomecánico en un distribuidor te ayudará.',
  'bike.sizeFinder.invalid': 'Introduce una altura de 130 a 215 cm y una entrepierna de 55 a 105 cm.',
  'bike.sizeFinder.choose': 'Elegir la talla {size}',
  'bike.sizeFinder.unavailable': 'La talla {size} no está disponible ahora.',
};

/** Spanish texts of the mail that confirms an account's deletion (tú, like the site). */
import type { AccountDataMailMessages } from './en';

export const es: AccountDataMailMessages = {
  'deleted.subject': 'Tu cuenta de {brand} se ha eliminado',
  'deleted.intro': 'Como nos pediste, hemos eliminado tu cuenta de {brand}. Este es el último correo que te enviamos al respecto.',
  'deleted.gone': 'Lo que hemos eliminado: tu perfil y tus direcciones, tus configuraciones guardadas, los registros de tus bicicletas con sus fotos y justificantes de compra, tus fotos de la zona de fans, tus candidaturas y todas las sesiones iniciadas.',
  'deleted.newsletter': 'Tus suscripciones a la newsletter han terminado: solo guardamos constancia de que te diste de baja, para no volver a enviarte la newsletter por error.',
  'deleted.kept': 'Lo que conservamos: los pedidos que hiciste, con sus direcciones de facturación y de entrega, porque la ley nos obliga a conservar los registros contables. Ya no están vinculados a ninguna cuenta.',
  'deleted.warranty': 'Tus bicicletas mantienen la garantía del cuadro estándar de {years} años desde su fecha de compra; la garantía más larga de un registro ha terminado con él. Con una cuenta nueva puedes volver a registrar una bicicleta.',
  'deleted.notYou': 'Si no has eliminado la cuenta tú mismo, ponte en contacto enseguida con nuestro servicio de atención al cliente.',
};

/** Spanish texts of the newsletter mails (tú, as the site). */
import type { NewsletterMailMessages } from './en';

export const es: NewsletterMailMessages = {
  'optIn.subject': 'Confirma tu suscripción al boletín de {brand}',
  'optIn.intro': 'Alguien, esperamos que tú, ha pedido recibir el boletín de {brand} en esta dirección.',
  'optIn.when': 'Confirma tu suscripción con el botón de abajo; el enlace es válido durante {days, plural, one {# día} other {# días}}. Si no lo has pedido, ignora este correo: no recibirás el boletín.',
  'optIn.action': 'Confirmar mi suscripción',
  'welcome.subject': 'Bienvenido al boletín de {brand}',
  'welcome.intro': 'Gracias por confirmar: estás suscrito al boletín de {brand}. Nuevas bicis, rutas e historias, una vez al mes.',
  'welcome.action': 'Visitar {brand}',
  'footer.reason': 'Recibes este correo porque esta dirección se inscribió en el boletín de {brand}.',
  'footer.unsubscribe': 'Darme de baja ahora',
};

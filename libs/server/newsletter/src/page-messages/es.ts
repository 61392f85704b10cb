/** Spanish texts of the newsletter's link pages (tú, as the site). */
import type { NewsletterPageMessages } from './en';

export const es: NewsletterPageMessages = {
  'confirm.title': 'Confirma tu suscripción',
  'confirm.text': 'Pulsa el botón para recibir el boletín de {brand}. Puedes darte de baja cuando quieras con el enlace que incluye cada correo.',
  'confirm.button': 'Confirmar mi suscripción',
  'subscribed.title': 'Ya estás suscrito',
  'subscribed.text': 'Gracias por confirmar. Recibirás el boletín de {brand}; cada correo incluye un enlace para darte de baja.',
  'subscribed.already': 'Tu suscripción al boletín de {brand} ya estaba confirmada. No tienes que hacer nada más.',
  'unsubscribe.title': 'Darse de baja del boletín',
  'unsubscribe.text': 'Pulsa el botón y esta dirección dejará de recibir el boletín de {brand}.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribed.title': 'Te has dado de baja',
  'unsubscribed.text': 'Esta dirección ya no recibirá el boletín de {brand}. ¿Has cambiado de opinión? Puedes volver a suscribirte en nuestra web cuando quieras.',
  'invalid.title': 'Este enlace no es válido o ha caducado',
  'invalid.text': 'Comprueba que has abierto el enlace completo del correo. Un enlace de confirmación es válido durante {days, plural, one {# día} other {# días}}; para recibir uno nuevo, vuelve a suscribirte en nuestra web.',
  'limited.title': 'Demasiados intentos',
  'limited.text': 'Espera un momento y vuelve a intentarlo.',
  'home': 'Volver a {brand}',
};

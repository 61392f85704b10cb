/** Spanish texts of the account mails (tú, as the site). */
import type { AccountMailMessages } from './en';

export const es: AccountMailMessages = {
  'activation.subject': 'Activa tu cuenta de {brand}',
  'activation.intro': 'Gracias por crear una cuenta en {brand}. Actívala con el botón de abajo; el enlace es válido durante {days, plural, one {# día} other {# días}}.',
  'activation.action': 'Activar mi cuenta',
  'reset.subject': 'Elige una nueva contraseña de {brand}',
  'reset.intro': 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {brand}. Elige una nueva con el botón de abajo; el enlace es válido durante {hours, plural, one {# hora} other {# horas}}.',
  'reset.action': 'Elegir una nueva contraseña',
  'emailChange.subject': 'Confirma tu nueva dirección de correo',
  'emailChange.intro': 'Has pedido usar {email} para tu cuenta de {brand} a partir de ahora.',
  'emailChange.when': 'Confírmalo con el botón de abajo; el enlace es válido durante {hours, plural, one {# hora} other {# horas}}. Hasta entonces tu cuenta conserva su dirección actual.',
  'emailChange.action': 'Confirmar mi nueva dirección',
  'emailNotice.subject': 'Tu dirección de correo va a cambiar',
  'emailNotice.intro': 'Alguien ha pedido cambiar la dirección de correo de tu cuenta de {brand} de {oldEmail} a {newEmail}.',
  'emailNotice.when': 'El cambio solo se aplica cuando se confirma desde la nueva dirección; hasta entonces no cambia nada.',
  'emailNotice.notYou': 'Si no has sido tú, inicia sesión enseguida, cambia tu contraseña y contacta con nuestro servicio de atención al cliente.',
  'ignore': 'Si no lo has pedido, puedes ignorar este correo.',
};

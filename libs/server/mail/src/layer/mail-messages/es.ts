/** Spanish texts of the mail frame (tú, as the site). */
import type { FrameMessages } from './en';

export const es: FrameMessages = {
  'frame.greeting': 'Hola:',
  'frame.greetingNamed': 'Hola, {name}:',
  'frame.linkFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'frame.market': '{brand} · país: {country}',
  'frame.privacy': 'Política de privacidad',
  'frame.terms': 'Términos y condiciones',
  'frame.sentTo': 'Este correo se ha enviado a {email}.',
  'frame.copyright': '© {year} {brand}. Todos los derechos reservados.',
};

/** French texts of the mail frame (vous, as the site). */
import type { FrameMessages } from './en';

export const fr: FrameMessages = {
  'frame.greeting': 'Bonjour,',
  'frame.greetingNamed': 'Bonjour {name},',
  'frame.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'frame.market': '{brand} · pays : {country}',
  'frame.privacy': 'Politique de confidentialité',
  'frame.terms': 'Conditions générales',
  'frame.sentTo': 'Ce message a été envoyé à {email}.',
  'frame.copyright': '© {year} {brand}. Tous droits réservés.',
};

/** Italian texts of the mail frame (tu, as the site). */
import type { FrameMessages } from './en';

export const it: FrameMessages = {
  'frame.greeting': 'Ciao,',
  'frame.greetingNamed': 'Ciao {name},',
  'frame.linkFallback': 'Se il pulsante non funziona, copia questo link nel browser:',
  'frame.market': '{brand} · paese: {country}',
  'frame.privacy': 'Informativa sulla privacy',
  'frame.terms': 'Termini e condizioni',
  'frame.sentTo': 'Questa email è stata inviata a {email}.',
  'frame.copyright': '© {year} {brand}. Tutti i diritti riservati.',
};

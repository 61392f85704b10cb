/** Dutch texts of the mail frame, written like the site (je). */
import type { FrameMessages } from './en';

export const nl: FrameMessages = {
  'frame.greeting': 'Hallo,',
  'frame.greetingNamed': 'Hallo {name},',
  'frame.linkFallback': 'Werkt de knop niet? Kopieer dan deze link in je browser:',
  'frame.market': '{brand} · land: {country}',
  'frame.privacy': 'Privacybeleid',
  'frame.terms': 'Algemene voorwaarden',
  'frame.sentTo': 'Deze mail is verstuurd naar {email}.',
  'frame.copyright': '© {year} {brand}. Alle rechten voorbehouden.',
};

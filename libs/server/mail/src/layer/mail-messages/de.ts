/** German texts of the mail frame, written like the site (du). */
import type { FrameMessages } from './en';

export const de: FrameMessages = {
  'frame.greeting': 'Hallo,',
  'frame.greetingNamed': 'Hallo {name},',
  'frame.linkFallback': 'Funktioniert der Button nicht? Dann kopiere diesen Link in deinen Browser:',
  'frame.market': '{brand} · Land: {country}',
  'frame.privacy': 'Datenschutzerklärung',
  'frame.terms': 'Allgemeine Geschäftsbedingungen',
  'frame.sentTo': 'Diese Mail ging an {email}.',
  'frame.copyright': '© {year} {brand}. Alle Rechte vorbehalten.',
};

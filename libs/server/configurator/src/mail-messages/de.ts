/** German texts of the chat helper's mails, written like the site (du). */
import type { HelpMailMessages } from './en';

export const de: HelpMailMessages = {
  'support.subject': 'Frage im Konfigurator zum Modell {model}',
  'support.intro': 'Jemand bittet im Konfigurator von {brand} um Hilfe.',
  'support.emailProven': '{email} (angemeldet, Adresse bestätigt)',
  'support.emailUnproven': '{email} (nicht bestätigt)',
  'support.question': 'Die Frage:',
  'support.build': 'Die Konfiguration, die gerade offen war:',
  'support.action': 'Konfiguration öffnen',
  'support.reply': 'Antworte auf diese Mail, um der Person in ihrer Sprache zu antworten.',
  'row.name': 'Vor- und Nachname',
  'row.email': 'E-Mail',
  'row.language': 'Sprache',
  'row.model': 'Modell',
  'copy.subject': 'Wir haben deine Frage zum Modell {model}',
  'copy.intro': 'Danke für deine Nachricht aus dem Konfigurator von {brand}. Deine Frage zum Modell {model} ist bei unserem Team angekommen.',
  'copy.question': 'Deine Frage:',
  'copy.next': 'Unser Team beantwortet Fragen zu Größen, Teilen und Lieferung per E-Mail, meist innerhalb eines Werktags.',
  'copy.build': 'Der Link unten öffnet dein Rad genau so, wie du es beim Schreiben konfiguriert hattest.',
  'copy.action': 'Deine Konfiguration öffnen',
  'copy.add': 'Möchtest du noch etwas ergänzen? Antworte einfach auf diese Mail.',
  'signOff': 'Dein Team von {brand}',
};

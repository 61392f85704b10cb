/** German texts of the job mails, written like the site (du). */
import type { JobMailMessages } from './en';

export const de: JobMailMessages = {
  'receipt.subject': 'Deine Bewerbung: {job}',
  'receipt.intro': 'Danke für deine Bewerbung als {job} bei {brand}. Dein Lebenslauf und dein Anschreiben sind bei unserem Team angekommen.',
  'receipt.next': 'So geht es weiter: Jemand aus unserem Team liest jede Bewerbung und antwortet dir innerhalb von zwei Wochen per E-Mail, mit einer Einladung zum Gespräch oder mit unserer Entscheidung.',
  'receipt.add': 'Möchtest du deiner Bewerbung noch etwas hinzufügen? Antworte einfach auf diese Mail.',
  'receipt.action': 'Zur Stelle',
  'receipt.signOff': 'Dein Team von {brand}',
  'row.job': 'Stelle',
  'row.name': 'Vor- und Nachname',
  'row.email': 'E-Mail',
  'row.phone': 'Telefon',
  'application.subject': 'Bewerbung: {job} ({name})',
  'application.intro': 'Über den Webshop von {brand} ist eine neue Bewerbung eingegangen.',
  'application.cv': 'Lebenslauf öffnen (PDF, als Admin angemeldet)',
  'application.letter': 'Das Anschreiben:',
  'application.reply': 'Antworte auf diese Mail, um der Person zu antworten, die sich beworben hat.',
};

import type { ErrorPageMessages } from './en';

export const de: ErrorPageMessages = {
  'status': 'Fehlercode {status}',
  'badRequest.title': 'Diese Adresse lässt sich nicht öffnen',
  'badRequest.text': 'Die Adresse enthält Zeichen, die keine Seite von {brand} hat. Prüfe den Link oder fang auf der Startseite neu an.',
  'serverError.title': 'Bei uns ist etwas schiefgelaufen',
  'serverError.text': 'Wir konnten diese Seite gerade nicht anzeigen. Versuch es gleich noch einmal; passiert es weiter, fang auf der Startseite neu an.',
  'notOpen.title': 'Der Shop ist noch nicht geöffnet',
  'notOpen.text': 'Der Shop von {brand} wird gerade eingerichtet und hat noch nichts zu zeigen. Schau bitte etwas später wieder vorbei.',
  'home': 'Zur Startseite von {brand}',
};

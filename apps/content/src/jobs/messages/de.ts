import type { Messages } from './en';

export const de: Messages = {
  'jobs.apply.title': 'Jetzt bewerben',
  'jobs.apply.intro': 'Schick uns deinen Lebenslauf und ein paar Worte, warum die Stelle zu dir passt. Wir antworten auf jede Bewerbung innerhalb von zwei Wochen.',
  'jobs.apply.signIn': 'Melde dich an, um dich zu bewerben',
  'jobs.apply.cv': 'Dein Lebenslauf',
  'jobs.apply.cvHint': 'Ein PDF von höchstens 15 MB.',
  'jobs.apply.motivation': 'Warum diese Stelle?',
  'jobs.apply.motivationHint': '{min} bis {max} Zeichen.',
  'jobs.apply.phone': 'Telefon (optional)',
  'jobs.apply.submit': 'Bewerbung senden',
  'jobs.apply.sending': 'Wird gesendet…',
  'jobs.apply.sent': 'Danke! Deine Bewerbung ist auf dem Weg zu unserem Team. Eine Bestätigung findest du in deinem Postfach.',
  'jobs.apply.choose': 'PDF auswählen',
  'jobs.apply.replace': 'Anderes PDF auswählen',
  'jobs.apply.uploading': 'Wird hochgeladen…',
  'jobs.apply.remove': 'Entfernen',
  'jobs.error.ALREADY_APPLIED': 'Du hast dich bereits auf diese Stelle beworben. Wir melden uns bei dir.',
  'jobs.error.VACANCY_NOT_FOUND': 'Diese Stelle ist nicht mehr offen.',
  'jobs.error.FILESIZE_TOO_HIGH': 'Diese Datei ist zu groß. Wähle ein PDF mit höchstens 15 MB.',
  'jobs.error.INVALID_FILETYPE': 'Bitte schick deinen Lebenslauf als PDF.',
  'jobs.error.tooMany': 'Du hast heute viele Bewerbungen gesendet. Bitte versuche es morgen wieder.',
};

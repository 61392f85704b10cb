import type { Messages } from './en';

export const nl: Messages = {
  'jobs.apply.title': 'Solliciteer voor deze job',
  'jobs.apply.intro': 'Stuur ons je cv en een paar woorden over waarom deze job bij je past. We antwoorden op elke sollicitatie binnen twee weken.',
  'jobs.apply.signIn': 'Log in om te solliciteren',
  'jobs.apply.cv': 'Je cv',
  'jobs.apply.cvHint': 'Een pdf van hoogstens 15 MB.',
  'jobs.apply.motivation': 'Waarom deze job?',
  'jobs.apply.motivationHint': '{min} tot {max} tekens.',
  'jobs.apply.phone': 'Telefoon (optioneel)',
  'jobs.apply.submit': 'Sollicitatie versturen',
  'jobs.apply.sending': 'Bezig met versturen…',
  'jobs.apply.sent': 'Bedankt! Je sollicitatie is onderweg naar ons team. Je vindt een bevestiging in je mailbox.',
  'jobs.apply.choose': 'Kies een pdf',
  'jobs.apply.replace': 'Kies een andere pdf',
  'jobs.apply.uploading': 'Bezig met uploaden…',
  'jobs.apply.remove': 'Verwijderen',
  'jobs.error.ALREADY_APPLIED': 'Je hebt al gesolliciteerd voor deze job. We nemen contact met je op.',
  'jobs.error.VACANCY_NOT_FOUND': 'Deze vacature is niet meer open.',
  'jobs.error.FILESIZE_TOO_HIGH': 'Dit bestand is te groot. Kies een pdf van hoogstens 15 MB.',
  'jobs.error.INVALID_FILETYPE': 'Stuur je cv als pdf.',
  'jobs.error.tooMany': 'Je hebt vandaag veel sollicitaties verstuurd. Probeer het morgen opnieuw.',
};

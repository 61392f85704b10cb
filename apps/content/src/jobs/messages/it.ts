import type { Messages } from './en';

export const it: Messages = {
  'jobs.apply.title': 'Candidati per questa posizione',
  'jobs.apply.intro': 'Inviaci il tuo CV e qualche parola sul perché questo lavoro fa per te. Rispondiamo a ogni candidatura entro due settimane.',
  'jobs.apply.signIn': 'Accedi per candidarti',
  'jobs.apply.cv': 'Il tuo CV',
  'jobs.apply.cvHint': 'Un PDF di massimo 15 MB.',
  'jobs.apply.motivation': 'Perché questo lavoro?',
  'jobs.apply.motivationHint': 'Da {min} a {max} caratteri.',
  'jobs.apply.phone': 'Telefono (facoltativo)',
  'jobs.apply.submit': 'Invia candidatura',
  'jobs.apply.sending': 'Invio in corso…',
  'jobs.apply.sent': 'Grazie! La tua candidatura è in viaggio verso il nostro team. Troverai una conferma nella tua casella.',
  'jobs.apply.choose': 'Scegli un PDF',
  'jobs.apply.replace': 'Scegli un altro PDF',
  'jobs.apply.uploading': 'Caricamento…',
  'jobs.apply.remove': 'Rimuovi',
  'jobs.error.ALREADY_APPLIED': 'Ti sei già candidato per questa posizione. Ti risponderemo.',
  'jobs.error.VACANCY_NOT_FOUND': 'Questa posizione non è più aperta.',
  'jobs.error.FILESIZE_TOO_HIGH': 'Questo file è troppo grande. Scegli un PDF di massimo 15 MB.',
  'jobs.error.INVALID_FILETYPE': 'Invia il tuo CV in formato PDF.',
  'jobs.error.tooMany': 'Hai inviato molte candidature oggi. Riprova domani.',
};

import type { Messages } from './en';

export const fr: Messages = {
  'jobs.apply.title': 'Postuler à cette offre',
  'jobs.apply.intro': 'Envoyez-nous votre CV et quelques mots sur ce qui vous attire dans ce poste. Nous répondons à chaque candidature sous deux semaines.',
  'jobs.apply.signIn': 'Connectez-vous pour postuler',
  'jobs.apply.cv': 'Votre CV',
  'jobs.apply.cvHint': 'Un PDF de 15 Mo au plus.',
  'jobs.apply.motivation': 'Pourquoi ce poste ?',
  'jobs.apply.motivationHint': 'De {min} à {max} caractères.',
  'jobs.apply.phone': 'Téléphone (facultatif)',
  'jobs.apply.submit': 'Envoyer la candidature',
  'jobs.apply.sending': 'Envoi…',
  'jobs.apply.sent': 'Merci ! Votre candidature est en route vers notre équipe. Vous trouverez une confirmation dans votre boîte mail.',
  'jobs.apply.choose': 'Choisir un PDF',
  'jobs.apply.replace': 'Choisir un autre PDF',
  'jobs.apply.uploading': 'Téléversement…',
  'jobs.apply.remove': 'Retirer',
  'jobs.error.ALREADY_APPLIED': 'Vous avez déjà postulé à cette offre. Nous reviendrons vers vous.',
  'jobs.error.VACANCY_NOT_FOUND': 'Cette offre n\'est plus ouverte.',
  'jobs.error.FILESIZE_TOO_HIGH': 'Ce fichier est trop lourd. Choisissez un PDF de 15 Mo au plus.',
  'jobs.error.INVALID_FILETYPE': 'Veuillez envoyer votre CV au format PDF.',
  'jobs.error.tooMany': 'Vous avez envoyé beaucoup de candidatures aujourd\'hui. Réessayez demain.',
};

/** French texts of the job mails (vous, like the site). */
import type { JobMailMessages } from './en';

export const fr: JobMailMessages = {
  'receipt.subject': 'Votre candidature : {job}',
  'receipt.intro': 'Merci pour votre candidature au poste de {job} chez {brand}. Votre CV et votre lettre sont bien arrivés chez notre équipe.',
  'receipt.next': 'Et maintenant ? Quelqu’un de notre équipe lit chaque candidature et vous répond par e-mail dans les deux semaines, avec une invitation à nous rencontrer ou avec notre décision.',
  'receipt.add': 'Vous souhaitez ajouter quelque chose à votre candidature ? Répondez simplement à cet e-mail.',
  'receipt.action': 'Voir le poste',
  'receipt.signOff': 'L’équipe {brand}',
  'row.job': 'Poste',
  'row.name': 'Nom',
  'row.email': 'Adresse e-mail',
  'row.phone': 'Téléphone',
  'application.subject': 'Candidature : {job} ({name})',
  'application.intro': 'Une nouvelle candidature est arrivée par la boutique en ligne {brand}.',
  'application.cv': 'Ouvrir le CV (PDF, connecté en administrateur)',
  'application.letter': 'La lettre de candidature :',
  'application.reply': 'Répondez à cet e-mail pour répondre à la personne candidate.',
};

/** French texts of the chat helper's mails (vous, like the site). */
import type { HelpMailMessages } from './en';

export const fr: HelpMailMessages = {
  'support.subject': 'Question dans le configurateur sur le modèle {model}',
  'support.intro': 'Quelqu’un demande de l’aide dans le configurateur {brand}.',
  'support.emailProven': '{email} (connecté, adresse confirmée)',
  'support.emailUnproven': '{email} (non confirmée)',
  'support.question': 'La question :',
  'support.build': 'La configuration qui était ouverte :',
  'support.action': 'Ouvrir la configuration',
  'support.reply': 'Répondez à cet e-mail pour répondre à cette personne dans sa langue.',
  'row.name': 'Nom',
  'row.email': 'Adresse e-mail',
  'row.language': 'Langue',
  'row.model': 'Modèle',
  'copy.subject': 'Nous avons bien reçu votre question sur le modèle {model}',
  'copy.intro': 'Merci de nous avoir écrit depuis le configurateur {brand}. Votre question sur le modèle {model} est bien arrivée chez notre équipe.',
  'copy.question': 'Votre question :',
  'copy.next': 'Notre équipe répond par e-mail aux questions sur les tailles, les pièces et la livraison, en général sous un jour ouvrable.',
  'copy.build': 'Le lien ci-dessous ouvre le vélo tel que vous l’aviez configuré en nous écrivant.',
  'copy.action': 'Ouvrir votre configuration',
  'copy.add': 'Vous souhaitez ajouter quelque chose ? Répondez simplement à cet e-mail.',
  'signOff': 'L’équipe {brand}',
};

/** French texts of the newsletter mails (vous, as the site). */
import type { NewsletterMailMessages } from './en';

export const fr: NewsletterMailMessages = {
  'optIn.subject': 'Confirmez votre abonnement à la newsletter {brand}',
  'optIn.intro': 'Quelqu’un, sans doute vous, souhaite recevoir la newsletter {brand} à cette adresse.',
  'optIn.when': 'Confirmez votre abonnement avec le bouton ci-dessous ; le lien est valable {days, plural, one {# jour} other {# jours}}. Si vous n’avez rien demandé, ignorez ce message : vous ne recevrez pas la newsletter.',
  'optIn.action': 'Confirmer mon abonnement',
  'welcome.subject': 'Bienvenue dans la newsletter {brand}',
  'welcome.intro': 'Merci de votre confirmation : vous êtes abonné à la newsletter {brand}. Nouveaux vélos, sorties et récits, une fois par mois.',
  'welcome.action': 'Découvrir {brand}',
  'footer.reason': 'Vous recevez ce message car cette adresse a été inscrite à la newsletter {brand}.',
  'footer.unsubscribe': 'Me désabonner tout de suite',
};

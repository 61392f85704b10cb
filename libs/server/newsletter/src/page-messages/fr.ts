/** French texts of the newsletter's link pages (vous, as the site). */
import type { NewsletterPageMessages } from './en';

export const fr: NewsletterPageMessages = {
  'confirm.title': 'Confirmez votre abonnement',
  'confirm.text': 'Appuyez sur le bouton pour recevoir la newsletter {brand}. Vous pourrez vous désabonner à tout moment grâce au lien présent dans chaque message.',
  'confirm.button': 'Confirmer mon abonnement',
  'subscribed.title': 'Vous êtes abonné',
  'subscribed.text': 'Merci de votre confirmation. Vous recevrez la newsletter {brand} ; chaque message contient un lien de désabonnement.',
  'subscribed.already': 'Votre abonnement à la newsletter {brand} était déjà confirmé. Vous n’avez rien d’autre à faire.',
  'unsubscribe.title': 'Se désabonner de la newsletter',
  'unsubscribe.text': 'Appuyez sur le bouton et cette adresse ne recevra plus la newsletter {brand}.',
  'unsubscribe.button': 'Me désabonner',
  'unsubscribed.title': 'Vous êtes désabonné',
  'unsubscribed.text': 'Cette adresse ne recevra plus la newsletter {brand}. Vous avez changé d’avis ? Vous pouvez vous réabonner à tout moment sur notre site.',
  'invalid.title': 'Ce lien n’est pas valide ou a expiré',
  'invalid.text': 'Vérifiez que vous avez ouvert le lien complet du message. Un lien de confirmation est valable {days, plural, one {# jour} other {# jours}} ; pour en obtenir un nouveau, abonnez-vous à nouveau sur notre site.',
  'limited.title': 'Trop de tentatives',
  'limited.text': 'Veuillez patienter un instant, puis réessayer.',
  'home': 'Retour à {brand}',
};

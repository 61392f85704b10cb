import type { ErrorPageMessages } from './en';

export const fr: ErrorPageMessages = {
  'status': 'Code d’erreur {status}',
  'badRequest.title': 'Cette adresse ne peut pas être ouverte',
  'badRequest.text': 'L’adresse contient des caractères qu’aucune page de {brand} ne comporte. Vérifiez le lien ou recommencez depuis la page d’accueil.',
  'serverError.title': 'Un problème est survenu de notre côté',
  'serverError.text': 'Nous n’avons pas pu afficher cette page pour le moment. Réessayez dans un instant ; si cela se reproduit, recommencez depuis la page d’accueil.',
  'notOpen.title': 'La boutique n’est pas encore ouverte',
  'notOpen.text': 'La boutique de {brand} est en cours d’installation et n’a encore rien à montrer. Revenez un peu plus tard.',
  'home': 'Vers la page d’accueil de {brand}',
};

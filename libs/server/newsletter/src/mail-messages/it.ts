/** Italian texts of the newsletter mails (tu, as the site). */
import type { NewsletterMailMessages } from './en';

export const it: NewsletterMailMessages = {
  'optIn.subject': 'Conferma l’iscrizione alla newsletter di {brand}',
  'optIn.intro': 'Qualcuno, speriamo tu, ha chiesto di ricevere la newsletter di {brand} a questo indirizzo.',
  'optIn.when': 'Conferma l’iscrizione con il pulsante qui sotto; il link è valido per {days, plural, one {# giorno} other {# giorni}}. Se non l’hai chiesto tu, ignora questa email: non riceverai la newsletter.',
  'optIn.action': 'Conferma la mia iscrizione',
  'welcome.subject': 'Benvenuto nella newsletter di {brand}',
  'welcome.intro': 'Grazie per la conferma: sei iscritto alla newsletter di {brand}. Nuove bici, uscite e storie, una volta al mese.',
  'welcome.action': 'Visita {brand}',
  'footer.reason': 'Ricevi questa email perché questo indirizzo è stato indicato per la newsletter di {brand}.',
  'footer.unsubscribe': 'Annulla subito l’iscrizione',
};

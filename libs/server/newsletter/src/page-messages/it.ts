/** Italian texts of the newsletter's link pages (tu, as the site). */
import type { NewsletterPageMessages } from './en';

export const it: NewsletterPageMessages = {
  'confirm.title': 'Conferma l’iscrizione',
  'confirm.text': 'Premi il pulsante per ricevere la newsletter di {brand}. Puoi annullare l’iscrizione in qualsiasi momento con il link presente in ogni email.',
  'confirm.button': 'Conferma la mia iscrizione',
  'subscribed.title': 'Sei iscritto',
  'subscribed.text': 'Grazie per la conferma. Riceverai la newsletter di {brand}; ogni email contiene un link per annullare l’iscrizione.',
  'subscribed.already': 'La tua iscrizione alla newsletter di {brand} era già confermata. Non devi fare nient’altro.',
  'unsubscribe.title': 'Annulla l’iscrizione alla newsletter',
  'unsubscribe.text': 'Premi il pulsante e questo indirizzo non riceverà più la newsletter di {brand}.',
  'unsubscribe.button': 'Annulla l’iscrizione',
  'unsubscribed.title': 'Iscrizione annullata',
  'unsubscribed.text': 'Questo indirizzo non riceverà più la newsletter di {brand}. Hai cambiato idea? Puoi iscriverti di nuovo sul nostro sito in qualsiasi momento.',
  'invalid.title': 'Questo link non è valido o è scaduto',
  'invalid.text': 'Controlla di aver aperto il link completo dell’email. Un link di conferma è valido per {days, plural, one {# giorno} other {# giorni}}; per riceverne uno nuovo, iscriviti di nuovo sul nostro sito.',
  'limited.title': 'Troppi tentativi',
  'limited.text': 'Attendi un momento e riprova.',
  'home': 'Torna a {brand}',
};

/** Italian texts of the job mails (tu, like the site). */
import type { JobMailMessages } from './en';

export const it: JobMailMessages = {
  'receipt.subject': 'La tua candidatura: {job}',
  'receipt.intro': 'Grazie per la tua candidatura come {job} presso {brand}. Il tuo CV e la tua lettera sono arrivati al nostro team.',
  'receipt.next': 'Cosa succede ora: qualcuno del nostro team legge ogni candidatura e ti risponde via e-mail entro due settimane, con un invito a conoscerci o con la nostra decisione.',
  'receipt.add': 'Vuoi aggiungere qualcosa alla tua candidatura? Rispondi semplicemente a questa e-mail.',
  'receipt.action': 'Vedi la posizione',
  'receipt.signOff': 'Il team di {brand}',
  'row.job': 'Posizione',
  'row.name': 'Nome',
  'row.email': 'Indirizzo e-mail',
  'row.phone': 'Telefono',
  'application.subject': 'Candidatura: {job} ({name})',
  'application.intro': 'È arrivata una nuova candidatura tramite il negozio online di {brand}.',
  'application.cv': 'Apri il CV (PDF, con accesso da amministratore)',
  'application.letter': 'La lettera di candidatura:',
  'application.reply': 'Rispondi a questa e-mail per rispondere alla persona candidata.',
};

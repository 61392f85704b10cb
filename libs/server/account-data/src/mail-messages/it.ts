/** Italian texts of the mail that confirms an account's deletion (tu, like the site). */
import type { AccountDataMailMessages } from './en';

export const it: AccountDataMailMessages = {
  'deleted.subject': 'Il tuo account {brand} è stato eliminato',
  'deleted.intro': 'Come hai chiesto, abbiamo eliminato il tuo account {brand}. Questa è l’ultima e-mail che ti inviamo in merito.',
  'deleted.gone': 'Cosa abbiamo eliminato: il tuo profilo e i tuoi indirizzi, le configurazioni salvate, le registrazioni delle tue bici con foto e prove d’acquisto, le tue foto nella fan zone, le tue candidature e tutte le sessioni di accesso.',
  'deleted.newsletter': 'Le tue iscrizioni alla newsletter sono terminate: conserviamo solo la traccia della tua disiscrizione, per non inviarti mai più la newsletter per errore.',
  'deleted.kept': 'Cosa conserviamo: gli ordini che hai effettuato, con i relativi indirizzi di fatturazione e di consegna, perché la legge ci obbliga a conservare le registrazioni contabili. Non sono più collegati a nessun account.',
  'deleted.warranty': 'Le tue bici mantengono la garanzia del telaio standard di {years} anni dalla data di acquisto; la garanzia più lunga di una registrazione è terminata con essa. Con un nuovo account puoi registrare di nuovo una bici.',
  'deleted.notYou': 'Se non hai eliminato tu l’account, contatta subito il nostro servizio clienti.',
};

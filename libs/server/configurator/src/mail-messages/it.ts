/** Italian texts of the chat helper's mails (tu, like the site). */
import type { HelpMailMessages } from './en';

export const it: HelpMailMessages = {
  'support.subject': 'Domanda nel configuratore sul modello {model}',
  'support.intro': 'Qualcuno chiede aiuto nel configuratore di {brand}.',
  'support.emailProven': '{email} (con accesso, indirizzo confermato)',
  'support.emailUnproven': '{email} (non confermato)',
  'support.question': 'La domanda:',
  'support.build': 'La configurazione che aveva aperta:',
  'support.action': 'Apri la configurazione',
  'support.reply': 'Rispondi a questa e-mail per rispondere a questa persona nella sua lingua.',
  'row.name': 'Nome',
  'row.email': 'Indirizzo e-mail',
  'row.language': 'Lingua',
  'row.model': 'Modello',
  'copy.subject': 'Abbiamo ricevuto la tua domanda sul modello {model}',
  'copy.intro': 'Grazie per averci scritto dal configuratore di {brand}. La tua domanda sul modello {model} è arrivata al nostro team.',
  'copy.question': 'La tua domanda:',
  'copy.next': 'Il nostro team risponde via e-mail alle domande su taglie, componenti e consegna, di solito entro un giorno lavorativo.',
  'copy.build': 'Il link qui sotto apre la bici esattamente come l’avevi configurata quando ci hai scritto.',
  'copy.action': 'Apri la tua configurazione',
  'copy.add': 'Vuoi aggiungere qualcosa? Rispondi semplicemente a questa e-mail.',
  'signOff': 'Il team di {brand}',
};

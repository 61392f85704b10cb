/** Italian texts of the account mails (tu, as the site). */
import type { AccountMailMessages } from './en';

export const it: AccountMailMessages = {
  'activation.subject': 'Attiva il tuo account {brand}',
  'activation.intro': 'Grazie per aver creato un account su {brand}. Attivalo con il pulsante qui sotto; il link è valido per {days, plural, one {# giorno} other {# giorni}}.',
  'activation.action': 'Attiva il mio account',
  'reset.subject': 'Scegli una nuova password {brand}',
  'reset.intro': 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {brand}. Scegline una nuova con il pulsante qui sotto; il link è valido per {hours, plural, one {# ora} other {# ore}}.',
  'reset.action': 'Scegli una nuova password',
  'emailChange.subject': 'Conferma il tuo nuovo indirizzo email',
  'emailChange.intro': 'Hai chiesto di usare da ora in poi {email} per il tuo account {brand}.',
  'emailChange.when': 'Confermalo con il pulsante qui sotto; il link è valido per {hours, plural, one {# ora} other {# ore}}. Fino ad allora il tuo account mantiene l’indirizzo attuale.',
  'emailChange.action': 'Conferma il nuovo indirizzo email',
  'emailNotice.subject': 'Il tuo indirizzo email sta per cambiare',
  'emailNotice.intro': 'Qualcuno ha chiesto di cambiare l’indirizzo email del tuo account {brand} da {oldEmail} a {newEmail}.',
  'emailNotice.when': 'La modifica ha effetto solo quando viene confermata dal nuovo indirizzo; fino ad allora non cambia nulla.',
  'emailNotice.notYou': 'Se non sei stato tu, accedi subito, cambia la password e contatta il nostro servizio clienti.',
  'ignore': 'Se non l’hai chiesto tu, puoi ignorare questa email.',
};

import type { ErrorPageMessages } from './en';

export const it: ErrorPageMessages = {
  'status': 'Codice di errore {status}',
  'badRequest.title': 'Questo indirizzo non si può aprire',
  'badRequest.text': 'L’indirizzo contiene caratteri che nessuna pagina di {brand} ha. Controlla il link o ricomincia dalla home page.',
  'serverError.title': 'Qualcosa è andato storto da parte nostra',
  'serverError.text': 'Non siamo riusciti a mostrare questa pagina in questo momento. Riprova tra poco; se succede ancora, ricomincia dalla home page.',
  'notOpen.title': 'Il negozio non è ancora aperto',
  'notOpen.text': 'Il negozio di {brand} è in allestimento e non ha ancora nulla da mostrare. Torna un po’ più tardi.',
  'home': 'Alla home page di {brand}',
};

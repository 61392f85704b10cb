/** Italian texts of the order mails (tu, as the site). */
import type { OrderMailMessages } from './en';

export const it: OrderMailMessages = {
  'placed.subject': 'Il tuo ordine {id}',
  'paid.subject': 'Pagamento ricevuto per l’ordine {id}',
  'placed.thanks': 'Grazie per il tuo ordine {id}. Ecco cosa hai ordinato:',
  'paid.intro': 'Abbiamo ricevuto il pagamento dell’ordine {id}. Ti avviseremo alla spedizione.',
  'total': 'Totale',
  'link': 'Vedi il tuo ordine',
  'transfer.intro': 'Effettua un bonifico di {amount} sul conto qui sotto con il riferimento strutturato, entro il {date}. Fino ad allora conserviamo il tuo ordine; puoi anche pagare online dalla pagina dell’ordine.',
  'transfer.beneficiary': 'Beneficiario',
  'transfer.iban': 'Conto IBAN',
  'transfer.bic': 'Codice BIC',
  'transfer.amount': 'Importo',
  'transfer.reference': 'Causale',
  'transfer.until': 'Da pagare entro',
};

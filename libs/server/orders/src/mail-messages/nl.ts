/** Dutch texts of the order mails (je, as the site). */
import type { OrderMailMessages } from './en';

export const nl: OrderMailMessages = {
  'placed.subject': 'Je bestelling {id}',
  'paid.subject': 'Betaling ontvangen voor bestelling {id}',
  'placed.thanks': 'Bedankt voor je bestelling {id}. Dit heb je besteld:',
  'paid.intro': 'We hebben je betaling voor bestelling {id} ontvangen. We laten je weten wanneer ze verzonden wordt.',
  'total': 'Totaal',
  'link': 'Bekijk je bestelling',
  'transfer.intro': 'Schrijf {amount} over naar de rekening hieronder, met de gestructureerde mededeling, uiterlijk op {date}. Tot dan houden we je bestelling bij; je kunt ook online betalen via de bestelpagina.',
  'transfer.beneficiary': 'Begunstigde',
  'transfer.iban': 'IBAN-rekeningnummer',
  'transfer.bic': 'BIC-code',
  'transfer.amount': 'Bedrag',
  'transfer.reference': 'Mededeling',
  'transfer.until': 'Betalen vóór',
};

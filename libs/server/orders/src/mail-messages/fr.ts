/** French texts of the order mails (vous, as the site). */
import type { OrderMailMessages } from './en';

export const fr: OrderMailMessages = {
  'placed.subject': 'Votre commande {id}',
  'paid.subject': 'Paiement reçu pour la commande {id}',
  'placed.thanks': 'Merci pour votre commande {id}. Voici ce que vous avez commandé :',
  'paid.intro': 'Nous avons reçu votre paiement pour la commande {id}. Nous vous préviendrons de son expédition.',
  'total': 'Total TTC',
  'link': 'Voir votre commande',
  'transfer.intro': 'Veuillez virer {amount} sur le compte ci-dessous avec la communication structurée, au plus tard le {date}. Nous gardons votre commande jusque-là ; vous pouvez aussi payer en ligne depuis la page de la commande.',
  'transfer.beneficiary': 'Bénéficiaire',
  'transfer.iban': 'Numéro de compte IBAN',
  'transfer.bic': 'Code BIC',
  'transfer.amount': 'Montant',
  'transfer.reference': 'Communication',
  'transfer.until': 'À payer avant le',
};

/** English texts of the order mails (placed, paid), drawn by the mail layer. */
export const en = {
  'placed.subject': 'Your order {id}',
  'paid.subject': 'Payment received for order {id}',
  'placed.thanks': 'Thank you for your order {id}. Here is what you ordered:',
  'paid.intro': 'We received your payment for order {id}. We will let you know when it ships.',
  'total': 'Total',
  'link': 'View your order',
  'transfer.intro': 'Please transfer {amount} to the account below with the structured reference, by {date}. We keep your order until then; you can also pay online from the order page.',
  'transfer.beneficiary': 'Beneficiary',
  'transfer.iban': 'IBAN',
  'transfer.bic': 'BIC',
  'transfer.amount': 'Amount',
  'transfer.reference': 'Reference',
  'transfer.until': 'Pay by',
};

export type OrderMailMessages = Record<keyof typeof en, string>;

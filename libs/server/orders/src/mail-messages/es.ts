/** Spanish texts of the order mails (tú, as the site). */
import type { OrderMailMessages } from './en';

export const es: OrderMailMessages = {
  'placed.subject': 'Tu pedido {id}',
  'paid.subject': 'Pago recibido del pedido {id}',
  'placed.thanks': 'Gracias por tu pedido {id}. Esto es lo que has pedido:',
  'paid.intro': 'Hemos recibido tu pago del pedido {id}. Te avisaremos cuando se envíe.',
  'total': 'Importe total',
  'link': 'Ver tu pedido',
  'transfer.intro': 'Transfiere {amount} a la cuenta de abajo con la referencia estructurada, a más tardar el {date}. Hasta entonces guardamos tu pedido; también puedes pagar en línea desde la página del pedido.',
  'transfer.beneficiary': 'Beneficiario',
  'transfer.iban': 'Cuenta IBAN',
  'transfer.bic': 'Código BIC',
  'transfer.amount': 'Importe',
  'transfer.reference': 'Referencia',
  'transfer.until': 'Pagar antes del',
};

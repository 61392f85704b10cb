/** German texts of the order mails (du, as the site). */
import type { OrderMailMessages } from './en';

export const de: OrderMailMessages = {
  'placed.subject': 'Deine Bestellung {id}',
  'paid.subject': 'Zahlung für Bestellung {id} erhalten',
  'placed.thanks': 'Vielen Dank für deine Bestellung {id}. Das hast du bestellt:',
  'paid.intro': 'Wir haben deine Zahlung für Bestellung {id} erhalten. Wir melden uns, sobald sie versandt wird.',
  'total': 'Summe',
  'link': 'Bestellung ansehen',
  'transfer.intro': 'Bitte überweise {amount} bis zum {date} auf das Konto unten, mit der strukturierten Referenz als Verwendungszweck. Bis dahin halten wir deine Bestellung bereit; du kannst auch online auf der Bestellseite bezahlen.',
  'transfer.beneficiary': 'Empfänger',
  'transfer.iban': 'IBAN-Kontonummer',
  'transfer.bic': 'BIC-Code',
  'transfer.amount': 'Betrag',
  'transfer.reference': 'Verwendungszweck',
  'transfer.until': 'Zahlbar bis',
};

/** German texts of the sandbox payment page (du, as the site). */
import type { SandboxPageMessages } from './en';

export const de: SandboxPageMessages = {
  'title': 'Testzahlung {id}',
  'heading': 'Testzahlung',
  'order': 'Bestellung',
  'amount': 'Betrag',
  'status': 'Zahlungsstatus',
  'intro': 'Das ist eine Testzahlungsseite: Es wird kein Geld bewegt. Wähle, wie die Zahlung ausgehen soll.',
  'pay': '{amount} bezahlen',
  'fail': 'Fehlschlagen lassen',
  'cancel': 'Abbrechen',
  'closed': 'Diese Zahlung ist abgeschlossen und kann nicht mehr geändert werden.',
  'back': 'Zurück zur Bestellung',
  'status.open': 'Offen',
  'status.paid': 'Bezahlt',
  'status.failed': 'Fehlgeschlagen',
  'status.cancelled': 'Abgebrochen',
  'status.expired': 'Abgelaufen',
  'status.waiting_transfer': 'Wartet auf die Überweisung',
};

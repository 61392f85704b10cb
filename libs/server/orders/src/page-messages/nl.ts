/** Dutch texts of the sandbox payment page (je, as the site). */
import type { SandboxPageMessages } from './en';

export const nl: SandboxPageMessages = {
  'title': 'Testbetaling {id}',
  'heading': 'Testbetaling',
  'order': 'Bestelling',
  'amount': 'Bedrag',
  'status': 'Betaalstatus',
  'intro': 'Dit is een testbetaalpagina: er wordt geen geld overgemaakt. Kies hoe de betaling afloopt.',
  'pay': 'Betaal {amount}',
  'fail': 'Laat mislukken',
  'cancel': 'Annuleer',
  'closed': 'Deze betaling is afgesloten en kan niet meer worden gewijzigd.',
  'back': 'Terug naar de bestelling',
  'status.open': 'Openstaand',
  'status.paid': 'Betaald',
  'status.failed': 'Mislukt',
  'status.cancelled': 'Geannuleerd',
  'status.expired': 'Verlopen',
  'status.waiting_transfer': 'Wacht op de overschrijving',
};

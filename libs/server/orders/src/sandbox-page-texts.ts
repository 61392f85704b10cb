import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';

/**
 * The words of the sandbox payment page in the order's language. The page stands in for a
 * provider's hosted payment page, and those speak the shopper's language: an English page with
 * an amount written the English way (€3,898.10) in the middle of a Dutch checkout read as a
 * foreign site. A small table on the server, like the order mails'; `{amount}` and `{id}` are
 * filled in by the page.
 */
export interface SandboxTexts {
  title: string;
  heading: string;
  order: string;
  amount: string;
  status: string;
  intro: string;
  pay: string;
  fail: string;
  cancel: string;
  closed: string;
  back: string;
  statuses: Record<'open' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'waiting_transfer', string>;
}

const TEXTS: Record<Language, SandboxTexts> = {
  en: {
    title: 'Test payment {id}', heading: 'Test payment', order: 'Order', amount: 'Amount', status: 'Status',
    intro: 'This is a test payment page. No money moves. Choose the outcome of the payment.',
    pay: 'Pay {amount}', fail: 'Fail', cancel: 'Cancel',
    closed: 'This payment is closed and can no longer be changed.', back: 'Back to the order',
    statuses: { open: 'Open', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled', expired: 'Expired', waiting_transfer: 'Waiting for the transfer' },
  },
  nl: {
    title: 'Testbetaling {id}', heading: 'Testbetaling', order: 'Bestelling', amount: 'Bedrag', status: 'Status',
    intro: 'Dit is een testbetaalpagina: er wordt geen geld overgemaakt. Kies hoe de betaling afloopt.',
    pay: 'Betaal {amount}', fail: 'Laat mislukken', cancel: 'Annuleer',
    closed: 'Deze betaling is afgesloten en kan niet meer worden gewijzigd.', back: 'Terug naar de bestelling',
    statuses: { open: 'Open', paid: 'Betaald', failed: 'Mislukt', cancelled: 'Geannuleerd', expired: 'Verlopen', waiting_transfer: 'Wacht op overschrijving' },
  },
  fr: {
    title: 'Paiement de test {id}', heading: 'Paiement de test', order: 'Commande', amount: 'Montant', status: 'Statut',
    intro: 'Ceci est une page de paiement de test : aucun argent n’est débité. Choisissez l’issue du paiement.',
    pay: 'Payer {amount}', fail: 'Faire échouer', cancel: 'Annuler',
    closed: 'Ce paiement est clôturé et ne peut plus être modifié.', back: 'Retour à la commande',
    statuses: { open: 'Ouvert', paid: 'Payé', failed: 'Échoué', cancelled: 'Annulé', expired: 'Expiré', waiting_transfer: 'En attente du virement' },
  },
  de: {
    title: 'Testzahlung {id}', heading: 'Testzahlung', order: 'Bestellung', amount: 'Betrag', status: 'Status',
    intro: 'Dies ist eine Testzahlungsseite: Es wird kein Geld bewegt. Wählen Sie den Ausgang der Zahlung.',
    pay: '{amount} bezahlen', fail: 'Fehlschlagen lassen', cancel: 'Abbrechen',
    closed: 'Diese Zahlung ist abgeschlossen und kann nicht mehr geändert werden.', back: 'Zurück zur Bestellung',
    statuses: { open: 'Offen', paid: 'Bezahlt', failed: 'Fehlgeschlagen', cancelled: 'Abgebrochen', expired: 'Abgelaufen', waiting_transfer: 'Wartet auf Überweisung' },
  },
  es: {
    title: 'Pago de prueba {id}', heading: 'Pago de prueba', order: 'Pedido', amount: 'Importe', status: 'Estado',
    intro: 'Esta es una página de pago de prueba: no se mueve dinero. Elige el resultado del pago.',
    pay: 'Pagar {amount}', fail: 'Hacer fallar', cancel: 'Cancelar',
    closed: 'Este pago está cerrado y ya no se puede cambiar.', back: 'Volver al pedido',
    statuses: { open: 'Abierto', paid: 'Pagado', failed: 'Fallido', cancelled: 'Cancelado', expired: 'Caducado', waiting_transfer: 'Esperando la transferencia' },
  },
  it: {
    title: 'Pagamento di prova {id}', heading: 'Pagamento di prova', order: 'Ordine', amount: 'Importo', status: 'Stato',
    intro: 'Questa è una pagina di pagamento di prova: non si muove denaro. Scegli l’esito del pagamento.',
    pay: 'Paga {amount}', fail: 'Fai fallire', cancel: 'Annulla',
    closed: 'Questo pagamento è chiuso e non può più essere modificato.', back: 'Torna all’ordine',
    statuses: { open: 'Aperto', paid: 'Pagato', failed: 'Non riuscito', cancelled: 'Annullato', expired: 'Scaduto', waiting_transfer: 'In attesa del bonifico' },
  },
};

/** The language of an order's locale ('nl_BE' → 'nl'); English for one the shop has no texts in. */
export function sandboxLanguage(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

export const sandboxTexts = (language: Language): SandboxTexts => TEXTS[language];

/** A status in the language; one the table does not know shows as it is stored. */
export const sandboxStatus = (texts: SandboxTexts, status: string): string => texts.statuses[status as keyof SandboxTexts['statuses']] ?? status;

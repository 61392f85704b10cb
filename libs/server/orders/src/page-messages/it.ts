/** Italian texts of the sandbox payment page (tu, as the site). */
import type { SandboxPageMessages } from './en';

export const it: SandboxPageMessages = {
  'title': 'Pagamento di prova {id}',
  'heading': 'Pagamento di prova',
  'order': 'Ordine',
  'amount': 'Importo',
  'status': 'Stato del pagamento',
  'intro': 'Questa è una pagina di pagamento di prova: non si muove denaro. Scegli l’esito del pagamento.',
  'pay': 'Paga {amount}',
  'fail': 'Fai fallire',
  'cancel': 'Annulla',
  'closed': 'Questo pagamento è chiuso e non può più essere modificato.',
  'back': 'Torna all’ordine',
  'status.open': 'Aperto',
  'status.paid': 'Pagato',
  'status.failed': 'Non riuscito',
  'status.cancelled': 'Annullato',
  'status.expired': 'Scaduto',
  'status.waiting_transfer': 'In attesa del bonifico',
};

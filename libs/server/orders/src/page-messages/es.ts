/** Spanish texts of the sandbox payment page (tú, as the site). */
import type { SandboxPageMessages } from './en';

export const es: SandboxPageMessages = {
  'title': 'Pago de prueba {id}',
  'heading': 'Pago de prueba',
  'order': 'Pedido',
  'amount': 'Importe',
  'status': 'Estado del pago',
  'intro': 'Esta es una página de pago de prueba: no se mueve dinero. Elige el resultado del pago.',
  'pay': 'Pagar {amount}',
  'fail': 'Hacer fallar',
  'cancel': 'Cancelar',
  'closed': 'Este pago está cerrado y ya no se puede cambiar.',
  'back': 'Volver al pedido',
  'status.open': 'Abierto',
  'status.paid': 'Pagado',
  'status.failed': 'Fallido',
  'status.cancelled': 'Cancelado',
  'status.expired': 'Caducado',
  'status.waiting_transfer': 'A la espera de la transferencia',
};

/** Spanish texts of the admin remote (loaded on demand with its pages), written like the shared Spanish catalogue. */
import type { Messages } from './en';

export const es: Messages = {
  'admin.approve': 'Aprobar',
  'admin.reject': 'Rechazar',
  'admin.status': 'Estado',
};

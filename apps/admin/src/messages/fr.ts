/** French texts of the admin remote (loaded on demand with its pages), written like the shared French catalogue. */
import type { Messages } from './en';

export const fr: Messages = {
  'admin.approve': 'Approuver',
  'admin.reject': 'Refuser',
  'admin.status': 'Statut',
};

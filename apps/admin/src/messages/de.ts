/** German texts of the admin remote (loaded on demand with its pages), written like the shared German catalogue. */
import type { Messages } from './en';

export const de: Messages = {
  'admin.approve': 'Freigeben',
  'admin.reject': 'Ablehnen',
  'admin.status': 'Status',
};

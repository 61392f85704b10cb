/** French texts of the admin remote (loaded on demand with its pages), written like the shared French catalogue. */
import type { Messages } from './en';

export const fr: Messages = {
  'admin.approve': 'Approuver',
  'admin.reject': 'Refuser',
  'admin.status': 'Statut',
  'admin.fanzone.intro': 'Les photos envoyées à la fan zone. Une photo approuvée est aussitôt dans la galerie ; le cycliste reçoit un e-mail dans tous les cas.',
  'admin.fanzone.empty': 'Aucune photo avec ce statut.',
  'admin.fanzone.status.submitted': 'En attente',
  'admin.fanzone.status.approved': 'Approuvées',
  'admin.fanzone.status.rejected': 'Refusées',
  'admin.fanzone.reason': 'Motif',
  'admin.fanzone.reason.persons': 'Montre des personnes',
  'admin.fanzone.reason.notABike': 'Pas l\'un de nos vélos',
  'admin.fanzone.reason.quality': 'Trop sombre, floue ou petite',
  'admin.fanzone.reason.rights': 'Pas le droit de la publier',
  'admin.fanzone.reason.other': 'Autre (avec une note)',
  'admin.fanzone.note': 'Note pour le cycliste',
  'admin.fanzone.noteNeeded': '« Autre » demande une note pour le cycliste.',
  'admin.fanzone.concept': 'Concept lié {code}',
  'admin.history': 'Historique',
  'admin.history.none': 'Aucun administrateur n\'a encore agi.',
};

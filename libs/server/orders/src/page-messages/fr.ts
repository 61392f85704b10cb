/** French texts of the sandbox payment page (vous, as the site). */
import type { SandboxPageMessages } from './en';

export const fr: SandboxPageMessages = {
  'title': 'Paiement de test {id}',
  'heading': 'Paiement de test',
  'order': 'Commande',
  'amount': 'Montant',
  'status': 'Statut du paiement',
  'intro': 'Ceci est une page de paiement de test : aucun argent n’est débité. Choisissez l’issue du paiement.',
  'pay': 'Payer {amount}',
  'fail': 'Faire échouer',
  'cancel': 'Annuler',
  'closed': 'Ce paiement est clôturé et ne peut plus être modifié.',
  'back': 'Retour à la commande',
  'status.open': 'Ouvert',
  'status.paid': 'Payé',
  'status.failed': 'Échoué',
  'status.cancelled': 'Annulé',
  'status.expired': 'Expiré',
  'status.waiting_transfer': 'En attente du virement',
};

/** French texts of the mail that confirms an account's deletion (vous, like the site). */
import type { AccountDataMailMessages } from './en';

export const fr: AccountDataMailMessages = {
  'deleted.subject': 'Votre compte {brand} a été supprimé',
  'deleted.intro': 'Comme vous l’avez demandé, nous avons supprimé votre compte {brand}. C’est le dernier e-mail que nous vous envoyons à ce sujet.',
  'deleted.gone': 'Ce que nous avons supprimé : votre profil et vos adresses, vos configurations enregistrées, vos enregistrements de vélo avec leurs photos et preuves d’achat, vos photos de la fan zone, vos candidatures et toutes vos sessions de connexion.',
  'deleted.newsletter': 'Vos abonnements à la newsletter ont pris fin : nous gardons seulement la trace de votre désinscription, pour ne jamais vous renvoyer la newsletter par erreur.',
  'deleted.kept': 'Ce que nous conservons : les commandes que vous avez passées, avec leurs adresses de facturation et de livraison, car la loi nous oblige à conserver nos documents comptables. Elles ne sont plus liées à aucun compte.',
  'deleted.warranty': 'Vos vélos gardent la garantie du cadre standard de {years} ans à partir de leur date d’achat ; la garantie plus longue d’un enregistrement a pris fin avec lui. Avec un nouveau compte, vous pouvez à nouveau enregistrer un vélo.',
  'deleted.notYou': 'Si vous n’avez pas supprimé ce compte vous-même, contactez immédiatement notre service client.',
};

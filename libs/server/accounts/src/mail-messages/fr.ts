/** French texts of the account mails (vous, as the site). */
import type { AccountMailMessages } from './en';

export const fr: AccountMailMessages = {
  'activation.subject': 'Activez votre compte {brand}',
  'activation.intro': 'Merci d’avoir créé un compte chez {brand}. Activez-le avec le bouton ci-dessous ; le lien est valable {days, plural, one {# jour} other {# jours}}.',
  'activation.action': 'Activer mon compte',
  'reset.subject': 'Choisissez un nouveau mot de passe {brand}',
  'reset.intro': 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Choisissez-en un nouveau avec le bouton ci-dessous ; le lien est valable {hours, plural, one {# heure} other {# heures}}.',
  'reset.action': 'Choisir un nouveau mot de passe',
  'emailChange.subject': 'Confirmez votre nouvelle adresse e-mail',
  'emailChange.intro': 'Vous souhaitez désormais utiliser {email} pour votre compte {brand}.',
  'emailChange.when': 'Confirmez-le avec le bouton ci-dessous ; le lien est valable {hours, plural, one {# heure} other {# heures}}. D’ici là, votre compte garde son adresse actuelle.',
  'emailChange.action': 'Confirmer ma nouvelle adresse e-mail',
  'emailNotice.subject': 'Votre adresse e-mail va bientôt changer',
  'emailNotice.intro': 'Quelqu’un a demandé de remplacer l’adresse e-mail de votre compte {brand}, {oldEmail}, par {newEmail}.',
  'emailNotice.when': 'Le changement ne prend effet qu’une fois confirmé depuis la nouvelle adresse ; d’ici là, rien ne change.',
  'emailNotice.notYou': 'Si ce n’était pas vous, connectez-vous tout de suite, changez votre mot de passe et contactez notre service client.',
  'ignore': 'Si vous n’avez rien demandé, vous pouvez ignorer ce message.',
};

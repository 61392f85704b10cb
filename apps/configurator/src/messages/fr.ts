/** French texts of the configurator remote (loaded on demand with its pages), written like the shared French catalogue. */
import type { Messages } from './en';

export const fr: Messages = {
  'configurator.title': 'Configurateur',
  'configurator.start': 'Commencer la configuration',
  'configurator.loadByCode': 'Charger par code',
  'configurator.code': 'Code de configuration',
  'configurator.inspiration': 'Laissez-vous inspirer',
  'configurator.deliveryPromise': 'Livré en {weeks} semaines maximum',
  'configurator.save': 'Enregistrer comme concept',
  'configurator.concepts': 'Concepts',
  'configurator.showConcept': 'Afficher le concept',
  'configurator.hideConcept': 'Masquer le concept',
  'configurator.downloadPdf': 'Télécharger en PDF',
  'configurator.chatHelper': 'Besoin d’aide pour choisir ? Discutez avec nous.',

  'page.configurator.title': 'Configurateur',
  'page.configurator.description': 'Composez votre propre vélo : cadre, couleurs, groupe et taille. Livré en 8 semaines maximum.',
};

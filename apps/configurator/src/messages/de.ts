/** German texts of the configurator remote (loaded on demand with its pages), written like the shared German catalogue. */
import type { Messages } from './en';

export const de: Messages = {
  'configurator.title': 'Konfigurator',
  'configurator.start': 'Konfiguration starten',
  'configurator.loadByCode': 'Per Code laden',
  'configurator.code': 'Konfigurationscode',
  'configurator.inspiration': 'Lass dich inspirieren',
  'configurator.deliveryPromise': 'Lieferung innerhalb von {weeks} Wochen',
  'configurator.save': 'Als Konzept speichern',
  'configurator.concepts': 'Konzepte',
  'configurator.showConcept': 'Konzept anzeigen',
  'configurator.hideConcept': 'Konzept ausblenden',
  'configurator.downloadPdf': 'Als PDF herunterladen',
  'configurator.chatHelper': 'Brauchst du Hilfe bei der Auswahl? Chatte mit uns.',

  'page.configurator.title': 'Konfigurator',
  'page.configurator.description': 'Stelle dein eigenes Rad zusammen: Rahmen, Farben, Schaltgruppe und Größe. Lieferung innerhalb von 8 Wochen.',
};

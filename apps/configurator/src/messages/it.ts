/** Italian texts of the configurator remote (loaded on demand with its pages), written like the shared Italian catalogue. */
import type { Messages } from './en';

export const it: Messages = {
  'configurator.title': 'Configuratore',
  'configurator.start': 'Inizia a configurare',
  'configurator.loadByCode': 'Carica con codice',
  'configurator.code': 'Codice di configurazione',
  'configurator.inspiration': 'Lasciati ispirare',
  'configurator.deliveryPromise': 'Consegna entro {weeks} settimane',
  'configurator.save': 'Salva come concept',
  'configurator.concepts': 'Concept',
  'configurator.showConcept': 'Mostra concept',
  'configurator.hideConcept': 'Nascondi concept',
  'configurator.downloadPdf': 'Scarica in PDF',
  'configurator.chatHelper': 'Ti serve aiuto nella scelta? Chatta con noi.',

  'page.configurator.title': 'Configuratore',
  'page.configurator.description': 'Crea la tua bici: telaio, colori, gruppo e taglia. Consegna entro 8 settimane.',
};

/** Dutch texts of the configurator remote (loaded on demand with its pages), written like the shared Dutch catalogue. */
import type { Messages } from './en';

export const nl: Messages = {
  'configurator.title': 'Configurator',
  'configurator.start': 'Start met configureren',
  'configurator.loadByCode': 'Laden met code',
  'configurator.code': 'Configuratiecode',
  'configurator.inspiration': 'Laat je inspireren',
  'configurator.deliveryPromise': 'Geleverd binnen {weeks} weken',
  'configurator.save': 'Opslaan als concept',
  'configurator.concepts': 'Concepten',
  'configurator.showConcept': 'Concept tonen',
  'configurator.hideConcept': 'Concept verbergen',
  'configurator.downloadPdf': 'Downloaden als pdf',
  'configurator.chatHelper': 'Hulp nodig bij het kiezen? Chat met ons.',

  'page.configurator.title': 'Configurator',
  'page.configurator.description': 'Stel je eigen fiets samen: frame, kleuren, groepset en maat. Geleverd binnen 8 weken.',
};

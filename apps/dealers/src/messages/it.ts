/** Italian texts of the dealers remote (loaded on demand with its pages), written like the shared Italian catalogue. */
import type { Messages } from './en';

export const it: Messages = {
  'dealers.title': 'Trova un rivenditore',
  'dealers.searchLabel': 'Città o CAP',
  'dealers.useMyLocation': 'Usa la mia posizione',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'Nessun rivenditore trovato vicino a questa località.',
  'dealers.contact': 'Contatta questo rivenditore',
  'dealers.requestSent': 'La tua richiesta è stata inviata al rivenditore.',
  'dealers.route': 'Indicazioni',
  'dealers.openingHours': 'Orari di apertura',
  'dealers.map': 'Mappa dei rivenditori',
  'dealers.list': 'Elenco dei rivenditori',
  'dealers.onStock': 'Disponibile presso questo rivenditore',
  'dealers.noStock': 'Non disponibile',
  'dealers.otherSize': 'Altra taglia disponibile',
  'dealers.otherDesign': 'Altro design disponibile',
  'dealers.rental': 'Bici a noleggio',

  'page.dealers.title': 'Trova un rivenditore',
  'page.dealers.description': 'Trova un rivenditore vicino a te e le bici che ha disponibili.',
  'page.dealers.near': 'Rivenditori vicino a {place}',
  'page.inventory.title': 'Disponibilità',
  'page.inventory.description': 'Bici disponibili in fabbrica e presso i rivenditori.',
};

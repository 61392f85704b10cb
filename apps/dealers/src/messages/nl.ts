/** Dutch texts of the dealers remote (loaded on demand with its pages), written like the shared Dutch catalogue. */
import type { Messages } from './en';

export const nl: Messages = {
  'dealers.title': 'Dealer zoeken',
  'dealers.searchLabel': 'Plaats of postcode',
  'dealers.useMyLocation': 'Mijn locatie gebruiken',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'Geen dealers gevonden in de buurt van deze locatie.',
  'dealers.contact': 'Contact opnemen met deze dealer',
  'dealers.requestSent': 'Je aanvraag is naar de dealer verstuurd.',
  'dealers.route': 'Route',
  'dealers.openingHours': 'Openingsuren',
  'dealers.map': 'Kaart met dealers',
  'dealers.list': 'Lijst met dealers',
  'dealers.onStock': 'Op voorraad bij deze dealer',
  'dealers.noStock': 'Niet op voorraad',
  'dealers.otherSize': 'Andere maat op voorraad',
  'dealers.otherDesign': 'Ander design op voorraad',
  'dealers.rental': 'Huurfietsen',

  'page.dealers.title': 'Dealer zoeken',
  'page.dealers.description': 'Zoek een dealer in de buurt en zie welke fietsen hij op voorraad heeft.',
  'page.dealers.near': 'Dealers in de buurt van {place}',
  'page.inventory.title': 'Voorraad',
  'page.inventory.description': 'Fietsen op voorraad in de fabriek en bij dealers.',
};

/** German texts of the dealers remote (loaded on demand with its pages), written like the shared German catalogue. */
import type { Messages } from './en';

export const de: Messages = {
  'dealers.title': 'Händler finden',
  'dealers.searchLabel': 'Ort oder Postleitzahl',
  'dealers.useMyLocation': 'Meinen Standort verwenden',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'In der Nähe dieses Ortes wurden keine Händler gefunden.',
  'dealers.contact': 'Diesen Händler kontaktieren',
  'dealers.requestSent': 'Deine Anfrage wurde an den Händler gesendet.',
  'dealers.route': 'Route',
  'dealers.openingHours': 'Öffnungszeiten',
  'dealers.map': 'Händlerkarte',
  'dealers.list': 'Händlerliste',
  'dealers.onStock': 'Bei diesem Händler auf Lager',
  'dealers.noStock': 'Nicht auf Lager',
  'dealers.otherSize': 'Andere Größe auf Lager',
  'dealers.otherDesign': 'Anderes Design auf Lager',
  'dealers.rental': 'Mieträder',

  'page.dealers.title': 'Händler finden',
  'page.dealers.description': 'Finde einen Händler in deiner Nähe und sieh, welche Räder er auf Lager hat.',
  'page.dealers.near': 'Händler in der Nähe von {place}',
  'page.inventory.title': 'Bestand',
  'page.inventory.description': 'Räder auf Lager im Werk und bei Händlern.',
};

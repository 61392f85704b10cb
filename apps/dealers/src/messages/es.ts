/** Spanish texts of the dealers remote (loaded on demand with its pages), written like the shared Spanish catalogue. */
import type { Messages } from './en';

export const es: Messages = {
  'dealers.title': 'Buscar un distribuidor',
  'dealers.searchLabel': 'Ciudad o código postal',
  'dealers.useMyLocation': 'Usar mi ubicación',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'No se han encontrado distribuidores cerca de esta ubicación.',
  'dealers.contact': 'Contactar con este distribuidor',
  'dealers.requestSent': 'Tu solicitud se ha enviado al distribuidor.',
  'dealers.route': 'Cómo llegar',
  'dealers.openingHours': 'Horario de apertura',
  'dealers.map': 'Mapa de distribuidores',
  'dealers.list': 'Lista de distribuidores',
  'dealers.onStock': 'En stock en este distribuidor',
  'dealers.noStock': 'Sin stock',
  'dealers.otherSize': 'Otra talla en stock',
  'dealers.otherDesign': 'Otro diseño en stock',
  'dealers.rental': 'Bicicletas de alquiler',

  'page.dealers.title': 'Buscar un distribuidor',
  'page.dealers.description': 'Encuentra un distribuidor cerca de ti y las bicicletas que tiene en stock.',
  'page.dealers.near': 'Distribuidores cerca de {place}',
  'page.inventory.title': 'Stock',
  'page.inventory.description': 'Bicicletas en stock en la fábrica y en los distribuidores.',
};

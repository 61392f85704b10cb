/** French texts of the dealers remote (loaded on demand with its pages), written like the shared French catalogue. */
import type { Messages } from './en';

export const fr: Messages = {
  'dealers.title': 'Trouver un revendeur',
  'dealers.searchLabel': 'Ville ou code postal',
  'dealers.useMyLocation': 'Utiliser ma position',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'Aucun revendeur trouvé près de cet endroit.',
  'dealers.contact': 'Contacter ce revendeur',
  'dealers.requestSent': 'Votre demande a été envoyée au revendeur.',
  'dealers.route': 'Itinéraire',
  'dealers.openingHours': 'Heures d’ouverture',
  'dealers.map': 'Carte des revendeurs',
  'dealers.list': 'Liste des revendeurs',
  'dealers.onStock': 'En stock chez ce revendeur',
  'dealers.noStock': 'Pas en stock',
  'dealers.otherSize': 'Autre taille en stock',
  'dealers.otherDesign': 'Autre design en stock',
  'dealers.rental': 'Vélos de location',

  'page.dealers.title': 'Trouver un revendeur',
  'page.dealers.description': 'Trouvez un revendeur près de chez vous et les vélos qu’il a en stock.',
  'page.dealers.near': 'Revendeurs près de {place}',
  'page.inventory.title': 'Stock',
  'page.inventory.description': 'Vélos en stock à l’usine et chez les revendeurs.',
};

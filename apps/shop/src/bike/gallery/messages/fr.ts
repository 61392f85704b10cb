import type { Messages } from './en';

/** The gallery's texts in French (see ./en.ts). */
export const fr: Messages = {
  'bike.gallery.label': 'Images du vélo',
  'bike.gallery.views': 'Vues',
  'bike.gallery.zoom': 'Agrandir',
  'bike.gallery.dialog': 'Image agrandie : {view}',
  'bike.gallery.position': 'Vue {index} sur {count}',
  'bike.gallery.previous': 'Vue précédente',
  'bike.gallery.next': 'Vue suivante',
  'bike.gallery.zoomIn': 'Zoomer',
  'bike.gallery.zoomOut': 'Dézoomer',
  'bike.gallery.hint': 'Les flèches changent de vue, + et − zooment, glissez ou pincez pour déplacer.',
};

import type { Messages } from './en';

/** The gallery's texts in Italian (see ./en.ts). */
export const it: Messages = {
  'bike.gallery.label': 'Immagini della bici',
  'bike.gallery.views': 'Viste',
  'bike.gallery.zoom': 'Ingrandisci',
  'bike.gallery.dialog': 'Immagine ingrandita: {view}',
  'bike.gallery.position': 'Vista {index} di {count}',
  'bike.gallery.previous': 'Vista precedente',
  'bike.gallery.next': 'Vista successiva',
  'bike.gallery.zoomIn': 'Aumenta lo zoom',
  'bike.gallery.zoomOut': 'Riduci lo zoom',
  'bike.gallery.hint': 'Le frecce cambiano vista, + e − regolano lo zoom, trascina o pizzica per spostare.',
};

import type { Messages } from './en';

/** The gallery's texts in Spanish (see ./en.ts). */
export const es: Messages = {
  'bike.gallery.label': 'Imágenes de la bicicleta',
  'bike.gallery.views': 'Vistas',
  'bike.gallery.zoom': 'Ampliar',
  'bike.gallery.dialog': 'Imagen ampliada: {view}',
  'bike.gallery.position': 'Vista {index} de {count}',
  'bike.gallery.previous': 'Vista anterior',
  'bike.gallery.next': 'Vista siguiente',
  'bike.gallery.zoomIn': 'Acercar',
  'bike.gallery.zoomOut': 'Alejar',
  'bike.gallery.hint': 'Las flechas cambian la vista, + y − amplían, arrastra o pellizca para mover.',
};

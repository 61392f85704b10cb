import type { Messages } from './en';

/** The gallery's texts in Dutch (see ./en.ts). */
export const nl: Messages = {
  'bike.gallery.label': 'Foto’s van de fiets',
  'bike.gallery.views': 'Aanzichten',
  'bike.gallery.zoom': 'Inzoomen',
  'bike.gallery.dialog': 'Ingezoomde afbeelding: {view}',
  'bike.gallery.position': 'Aanzicht {index} van {count}',
  'bike.gallery.previous': 'Vorig aanzicht',
  'bike.gallery.next': 'Volgend aanzicht',
  'bike.gallery.zoomIn': 'Verder inzoomen',
  'bike.gallery.zoomOut': 'Uitzoomen',
  'bike.gallery.hint': 'Pijltjestoetsen wisselen het aanzicht, + en − zoomen, slepen of knijpen verschuift.',
};

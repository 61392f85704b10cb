import type { Messages } from './en';

/** The gallery's texts in German (see ./en.ts). */
export const de: Messages = {
  'bike.gallery.label': 'Bilder des Fahrrads',
  'bike.gallery.views': 'Ansichten',
  'bike.gallery.zoom': 'Vergrößern',
  'bike.gallery.dialog': 'Vergrößertes Bild: {view}',
  'bike.gallery.position': 'Ansicht {index} von {count}',
  'bike.gallery.previous': 'Vorherige Ansicht',
  'bike.gallery.next': 'Nächste Ansicht',
  'bike.gallery.zoomIn': 'Hineinzoomen',
  'bike.gallery.zoomOut': 'Herauszoomen',
  'bike.gallery.hint': 'Pfeiltasten wechseln die Ansicht, + und − zoomen, ziehen oder mit zwei Fingern verschieben.',
};

/**
 * English texts of the bike page's picture gallery and zoom viewer (../bike-gallery.tsx,
 * ../zoom-viewer.tsx): loaded with the gallery's code (../gallery-texts.tsx), so the page's
 * first load carries none of them. The views' own names are the API's alt texts. ICU messages,
 * precompiled at build time.
 */
export const en = {
  'bike.gallery.label': 'Pictures of the bike',
  'bike.gallery.views': 'Views',
  'bike.gallery.zoom': 'Zoom',
  'bike.gallery.dialog': 'Zoomed picture: {view}',
  'bike.gallery.position': 'View {index} of {count}',
  'bike.gallery.previous': 'Previous view',
  'bike.gallery.next': 'Next view',
  'bike.gallery.zoomIn': 'Zoom in',
  'bike.gallery.zoomOut': 'Zoom out',
  'bike.gallery.hint': 'Arrow keys change the view, + and − zoom, drag or pinch to move.',
};

export type Messages = typeof en;

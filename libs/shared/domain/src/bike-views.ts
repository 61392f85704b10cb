/**
 * The views of a bike's picture (issue 32 item 6). Every view is drawn from the same drawing model
 * (bike-drawing.ts) by the catalogue's media route, so an item's one stored picture, its side view
 * `/media/bikes/{shape}/{colours and parts}.svg`, names all of them: the other views live at
 * `/media/bikes/{shape}/{view}/{same file}`. No image is stored per view. Browser-safe and tiny:
 * the bike page reads only this, not the drawing.
 */

/**
 * The side view, a three-quarter view (the same geometry turned 35° towards the viewer and seen
 * from a little above), and close-ups of the groupset (cassette, rear derailleur, chainrings,
 * crank) and of the cockpit (bar, stem, levers, head tube). The side view comes first: it is the
 * page's largest picture.
 */
export const BIKE_VIEWS = ['side', 'three-quarter', 'groupset', 'cockpit'] as const;
export type BikeView = (typeof BIKE_VIEWS)[number];

/** One view of an item's picture as the item calls answer it: its address and its alt text in the locale's language (empty: the page names the picture with the product's name). */
export interface ItemView {
  view: BikeView;
  image: string;
  alt: string;
}

const SIDE_PICTURE = /^\/media\/bikes\/([a-z]+)\/([^/?#]+\.svg)$/;

export const isBikeView = (value: string | null | undefined): value is BikeView => (BIKE_VIEWS as readonly string[]).includes(value ?? '');

/** The address of a view of a drawn bike's picture, or null when the picture is not a drawn bike (a photo, an accessory). */
export function bikeViewPath(image: string | null | undefined, view: BikeView): string | null {
  const match = SIDE_PICTURE.exec(image ?? '');
  if (!match) return null;
  return view === 'side' ? image! : `/media/bikes/${match[1]}/${view}/${match[2]}`;
}

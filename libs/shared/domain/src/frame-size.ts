/**
 * A bike is sold in a frame size (issue 32 item 1): a bike line without one cannot be built,
 * shipped or registered for the warranty, so the cart, the order call and the database refuse
 * it. A catalogue bike is ordered by one of its sizes' external ids; a custom bike from the
 * configurator carries its size in its build. Accessories are not held to this: most have no
 * size at all.
 */

/** The code (and errorName) of the API's answer to a bike line without a size. */
export const SIZE_REQUIRED = 'SIZE_REQUIRED';
export const SIZE_REQUIRED_NAME = 'sizeRequired';

export interface SizedLine {
  itemtype: string;
  /** The frame size the line names (a size's name), null or absent when it names none. */
  size?: string | null;
}

/** True for a bike line that names no frame size: it may not be ordered. */
export function lacksFrameSize(line: SizedLine): boolean {
  return line.itemtype === 'bike' && !(typeof line.size === 'string' && line.size.trim() !== '');
}

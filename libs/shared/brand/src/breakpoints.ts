/** Layout breakpoints of spec point 9, in px: a layout from `md` up applies at width >= 769. */
export const BREAKPOINTS = {
  xs: 420,
  sm: 500,
  md: 769,
  lg: 960,
  xl: 1200,
  xxl: 1440,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * '(min-width: 769px)' for 'md'. CSS custom properties cannot be used inside @media, so media
 * queries and matchMedia are written from these numbers; the --bp-* variables are for scripts
 * and calc() only.
 */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** '(max-width: 768.98px)' for 'md': below the breakpoint, without overlapping minWidth. */
export function maxWidth(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
}

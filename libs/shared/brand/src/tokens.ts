/**
 * Design tokens per brand. Components read them only as CSS variables (see brand-css.ts), so a
 * brand changes the look without a component knowing which brand runs.
 *
 * Fonts are system font stacks only: no web-font download, nothing to license, no layout shift.
 * Each brand leans on a different family of system faces so they read differently:
 * ardenne a neutral humanist sans, brabo condensed uppercase headings, kempen an old-style
 * serif, merel a geometric sans.
 *
 * Colour pairs meet WCAG AA (tokens.spec.ts computes them): text and muted on both surfaces,
 * on-primary on primary, on-secondary on secondary and success/danger on the surface at 4.5:1;
 * border, accent and focus on the surface at 3:1 (non-text contrast).
 */
import type { Brand } from './brands';

export interface BrandColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  /** Highlights, links on the surface, labels such as "New". */
  accent: string;
  surface: string;
  /** Alternate surface for bands, cards and the footer. */
  surfaceAlt: string;
  text: string;
  /** Secondary text: captions, meta data. */
  muted: string;
  /** Input and card borders. */
  border: string;
  success: string;
  danger: string;
  /** Keyboard focus ring. */
  focus: string;
}

export interface BrandTypography {
  body: string;
  heading: string;
  mono: string;
  headingWeight: number;
  headingTransform: 'none' | 'uppercase';
  headingLetterSpacing: string;
  /** Root font size; the rem base. */
  baseSize: string;
  lineHeight: number;
}

export interface BrandTokens {
  colors: BrandColors;
  fonts: BrandTypography;
  radius: { sm: string; md: string; lg: string; pill: string };
  /** Spacing scale, --space-0 … --space-8. */
  space: readonly string[];
  shadow: { sm: string; md: string; lg: string };
}

const SANS_HUMANIST =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif';
const SANS_NEO_GROTESK = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "Nimbus Sans", sans-serif';
const SANS_CONDENSED =
  '"Arial Narrow", "Roboto Condensed", "Helvetica Neue Condensed", "Liberation Sans Narrow", "Nimbus Sans Narrow", "DejaVu Sans Condensed", sans-serif';
const SERIF_OLD_STYLE =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "URW Palladio L", P052, "Book Antiqua", Georgia, "Noto Serif", serif';
const SANS_GEOMETRIC =
  '"Avenir Next", Avenir, Montserrat, Futura, "Century Gothic", "URW Gothic", "Trebuchet MS", "Segoe UI", sans-serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';

const SPACE = ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem', '4rem'] as const;
const SPACE_AIRY = ['0', '0.25rem', '0.5rem', '1rem', '1.25rem', '2rem', '2.5rem', '4rem', '5rem'] as const;

export const BRAND_TOKENS: Record<Brand, BrandTokens> = {
  // Ardennes forest: deep green, bark brown and a rust accent; friendly rounded corners.
  ardenne: {
    colors: {
      primary: '#1f5136',
      onPrimary: '#ffffff',
      secondary: '#5b3f1f',
      onSecondary: '#ffffff',
      accent: '#a84c17',
      surface: '#ffffff',
      surfaceAlt: '#f3f1eb',
      text: '#1b1f1c',
      muted: '#535c55',
      border: '#7c847e',
      success: '#1d6b38',
      danger: '#b3261e',
      focus: '#a84c17',
    },
    fonts: {
      body: SANS_HUMANIST,
      heading: SANS_HUMANIST,
      mono: MONO,
      headingWeight: 700,
      headingTransform: 'none',
      headingLetterSpacing: '-0.01em',
      baseSize: '16px',
      lineHeight: 1.5,
    },
    radius: { sm: '4px', md: '6px', lg: '12px', pill: '999px' },
    space: SPACE,
    shadow: {
      sm: '0 1px 2px rgba(16, 32, 22, 0.12)',
      md: '0 4px 12px rgba(16, 32, 22, 0.14)',
      lg: '0 12px 32px rgba(16, 32, 22, 0.18)',
    },
  },
  // Antwerp: signal red and black, sharp corners, condensed uppercase headings.
  brabo: {
    colors: {
      primary: '#c8102e',
      onPrimary: '#ffffff',
      secondary: '#1a1a1a',
      onSecondary: '#ffffff',
      accent: '#0b5cad',
      surface: '#fbfaf8',
      surfaceAlt: '#efece6',
      text: '#141414',
      muted: '#545454',
      border: '#7f7f7f',
      success: '#1b7337',
      danger: '#9b1c1c',
      focus: '#0b5cad',
    },
    fonts: {
      body: SANS_NEO_GROTESK,
      heading: SANS_CONDENSED,
      mono: MONO,
      headingWeight: 800,
      headingTransform: 'uppercase',
      headingLetterSpacing: '0.02em',
      baseSize: '16px',
      lineHeight: 1.45,
    },
    radius: { sm: '0', md: '0', lg: '2px', pill: '0' },
    space: SPACE,
    shadow: {
      sm: '0 1px 0 rgba(0, 0, 0, 0.2)',
      md: '0 2px 0 rgba(0, 0, 0, 0.25)',
      lg: '0 6px 0 rgba(0, 0, 0, 0.2)',
    },
  },
  // Kempen heath: heather purple, sand and pine; old-style serif, soft corners, more air.
  kempen: {
    colors: {
      primary: '#5a2d6e',
      onPrimary: '#ffffff',
      secondary: '#d9c7a0',
      onSecondary: '#2a2320',
      accent: '#2b6e66',
      surface: '#fffdf7',
      surfaceAlt: '#f4efe3',
      text: '#2a2320',
      muted: '#5e544a',
      border: '#8a7e73',
      success: '#2f6b2f',
      danger: '#a1261f',
      focus: '#2b6e66',
    },
    fonts: {
      body: SERIF_OLD_STYLE,
      heading: SERIF_OLD_STYLE,
      mono: MONO,
      headingWeight: 600,
      headingTransform: 'none',
      headingLetterSpacing: '0',
      baseSize: '17px',
      lineHeight: 1.6,
    },
    radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
    space: SPACE_AIRY,
    shadow: {
      sm: '0 1px 3px rgba(42, 35, 32, 0.10)',
      md: '0 6px 18px rgba(42, 35, 32, 0.12)',
      lg: '0 16px 40px rgba(42, 35, 32, 0.16)',
    },
  },
  // Blackbird: black with the bird's orange-yellow beak; geometric sans, racing feel.
  merel: {
    colors: {
      primary: '#111111',
      onPrimary: '#ffc23d',
      secondary: '#ffc23d',
      onSecondary: '#111111',
      accent: '#b93d0b',
      surface: '#ffffff',
      surfaceAlt: '#f2f2f0',
      text: '#111111',
      muted: '#565656',
      border: '#767676',
      success: '#177245',
      danger: '#b42318',
      focus: '#b93d0b',
    },
    fonts: {
      body: SANS_GEOMETRIC,
      heading: SANS_GEOMETRIC,
      mono: MONO,
      headingWeight: 800,
      headingTransform: 'none',
      headingLetterSpacing: '0.01em',
      baseSize: '16px',
      lineHeight: 1.5,
    },
    radius: { sm: '2px', md: '3px', lg: '6px', pill: '999px' },
    space: SPACE,
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.16)',
      md: '0 4px 10px rgba(0, 0, 0, 0.18)',
      lg: '0 10px 28px rgba(0, 0, 0, 0.22)',
    },
  },
};

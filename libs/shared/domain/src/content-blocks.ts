/**
 * The blocks of a content page's mixedContent (spec point 3): their kinds and the shape of each
 * kind's fields. The contract between the content service (libs/server/content, which stores and
 * serves them) and the content remote (which renders each kind with its own component).
 */

export interface ContentImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The block kinds of a page's mixedContent (spec point 3). */
export const BLOCK_TYPES = [
  'spacing',
  'sectionTitle',
  'heading',
  'contentText',
  'newsletter',
  'highlightedText',
  'collapseText',
  'textWithBackground',
  'image',
  'video',
  'imageWithTextAndLinkOnSide',
  'quote',
  'cards',
  'imageBanner',
  'shrinkingBanner',
  'stickyBanner',
  'videoBanner',
  'imageGallery',
  'photoGallery',
  'button',
  'bike',
  'platform',
  'personality',
  'configuration',
  'timeline',
  'highlights',
  'presentation',
  'emptydiv',
  'prizeForm',
  'customComponent',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * One block of mixedContent. GraphQL serves it as ContentBlock { id blockType width align
 * animation allowedCountries fields }, `fields` being the block-specific part below.
 */
export interface ContentBlock<TFields = Record<string, unknown>> {
  id: string;
  blockType: BlockType;
  width?: 'narrow' | 'default' | 'wide' | 'full';
  align?: 'left' | 'center' | 'right';
  animation?: 'none' | 'fade' | 'slide-up' | 'zoom';
  /** Null or absent: every country. */
  allowedCountries?: string[] | null;
  fields: TFields;
}

/** Block-specific fields, by blockType (what `fields` holds). */
export interface BlockFields {
  spacing: { size: 'sm' | 'md' | 'lg' | 'xl' };
  sectionTitle: { title: string; subtitle?: string; anchor?: string };
  heading: { text: string; level: 1 | 2 | 3 | 4 };
  contentText: { html: string };
  newsletter: { title: string; text: string; buttonText: string };
  highlightedText: { text: string };
  collapseText: { items: { title: string; html: string }[] };
  textWithBackground: { title: string; html: string; backgroundImage: ContentImage; theme: 'light' | 'dark' };
  image: { image: ContentImage; caption?: string };
  video: { videoUrl: string; poster: ContentImage; caption?: string };
  imageWithTextAndLinkOnSide: {
    image: ContentImage;
    title: string;
    html: string;
    linkText: string;
    linkUrl: string;
    imageSide: 'left' | 'right';
  };
  quote: { quote: string; author: string; role?: string };
  cards: {
    /** spotlight image, article or family cards (spec point 3). */
    cardType: 'spotlight' | 'article' | 'family';
    title?: string;
    cards: { title: string; text: string; image: ContentImage; url: string; label?: string; articleId?: number; familyCode?: string }[];
  };
  imageBanner: { title: string; subtitle?: string; image: ContentImage; buttonText?: string; buttonUrl?: string };
  shrinkingBanner: { title: string; image: ContentImage };
  stickyBanner: { text: string; buttonText: string; buttonUrl: string };
  videoBanner: { title: string; videoUrl: string; poster: ContentImage };
  imageGallery: { images: ContentImage[] };
  photoGallery: { title?: string; photos: ContentImage[] };
  button: { text: string; url: string; variant: 'primary' | 'secondary' | 'link' };
  /** A bike spotlight, copied from its bikeSpotlight entry (spotlightId). */
  bike: {
    spotlightId: number;
    bikeId: string;
    title: string;
    subtitle: string;
    description: string;
    buttonText: string;
    startingPrice: number;
    image: ContentImage;
  };
  platform: { platformId: string; title: string; text: string };
  personality: { name: string; role: string; html: string; image: ContentImage };
  configuration: { configurationCode: string; title: string };
  timeline: { items: { year: string; title: string; text: string }[] };
  highlights: { title?: string; items: { title: string; text: string; icon: string }[] };
  presentation: { title: string; slides: { title: string; text: string; image: ContentImage }[] };
  emptydiv: { anchor: string };
  prizeForm: { title: string; text: string; buttonText: string };
  customComponent: { component: string; props: Record<string, unknown> };
}

export const isBlockType = (value: unknown): value is BlockType => typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

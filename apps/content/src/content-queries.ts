/**
 * The pieces and answer shapes of the content service's GraphQL documents (spec point 7). Each page
 * keeps its own document beside it, so a page's chunk carries only the query it sends.
 */
/** The image fields every content query asks for. */
export const IMAGE = 'url alt width height';
export const BLOCK = 'id blockType width align animation allowedCountries fields';

/** The newsletter block's opt-in texts (global set), asked with every page that may hold the block. */
export const OPTIN = 'globalSets(language: $language) { newsletterOptin { title text optinText privacyText successText } }';

export interface ContentImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface ContentBlock {
  id: string;
  blockType: string;
  width?: string | null;
  align?: string | null;
  animation?: string | null;
  fields: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The global set of the newsletter block's opt-in texts. */
export interface NewsletterOptin { title: string; text: string; optinText: string; privacyText: string; successText: string }
export interface WithOptin { globalSets?: { newsletterOptin?: NewsletterOptin | null } | null }

export interface ContentPage {
  id: string;
  slug: string;
  title: string;
  description?: string | null;
  postDate?: string;
  showTitle?: boolean;
  showDescription?: boolean;
  featuredImage?: ContentImage | null;
  mixedContent: ContentBlock[];
}

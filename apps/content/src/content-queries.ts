/** GraphQL documents of the content service used by this remote (spec point 7). */
/** The image fields every content query asks for. */
export const IMAGE = 'url alt width height';
const BLOCK = 'id blockType width align animation allowedCountries fields';

export const HOMEPAGE_QUERY = `query Homepage($language: String, $country: String) {
  homepage(language: $language) { id slug title description featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
}`;

export const PAGE_QUERY = `query Page($language: String, $slug: String, $country: String) {
  page(language: $language, slug: $slug) { id slug title description postDate showTitle showDescription featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
}`;

export const PLAYGROUND_QUERY = `query Playground($language: String, $country: String) {
  playground(language: $language) { id slug title description showTitle showDescription featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
}`;

export const LANDING_PAGES_QUERY = `query LandingPages($language: String) {
  landingPages(language: $language, limit: 20) { id slug title description featuredImage { ${IMAGE} } }
}`;

export const BLOG_ARTICLE_QUERY = `query Article($language: String, $id: ID!, $country: String) {
  blogArticle(language: $language, id: $id) {
    id title description postDate showTitle showDescription featuredImage { ${IMAGE} }
    blogCategories { id title } mixedContent(country: $country) { ${BLOCK} }
    otherArticles { id title postDate featuredImage { ${IMAGE} } }
  }
}`;

export const PROJECTS_QUERY = `query Projects($language: String) {
  projects(language: $language, limit: 50) { id title subtitle postDate heroImage { ${IMAGE} } logo { ${IMAGE} } }
}`;

export const PROJECT_QUERY = `query Project($language: String, $id: ID!) {
  project(language: $language, id: $id) { id title subtitle postDate description extraInfo heroImage { ${IMAGE} } logo { ${IMAGE} } projectUrls { siteTitle siteUrl } }
}`;

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

import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { inputProblem } from '@bike/server/core';
import { databaseIdOf } from '@bike/shared/domain';
import { ContentReader, dataFieldEquals, isAllowedIn, type ContentEntry } from '../content-reader';
import { toContentLanguage, type ContentLanguage } from '../languages';
import { sortReviews } from '../review-order';
import { CONFIGURATIONS_LIMIT, DEFAULT_BLOG_CATEGORY_IDS, type ContentBlock, type EntryType } from '../content-types';

export interface ContentGraphqlContext {
  reader: ContentReader;
}

const MAX_LIMIT = 100;

/** Entity objects carry their language so nested fields (related articles, ...) resolve in it. */
type Localised<T> = T & { __language: ContentLanguage };

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : fallback);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const iso = (date: Date) => date.toISOString();

function clampLimit(limit: unknown, fallback = MAX_LIMIT): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return fallback;
  return Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit)));
}

function toIds(ids: unknown): number[] | undefined {
  if (!Array.isArray(ids)) return undefined;
  // An id no database row can have (beyond int4, negative, not digits) finds nothing.
  return ids.map((id) => databaseIdOf(typeof id === 'number' ? id : String(id))).filter((id): id is number => id !== null);
}

function blocksFor(value: unknown, country: string | undefined): ContentBlock[] {
  return list<ContentBlock>(value).filter((block) => isAllowedIn(block.allowedCountries, country));
}

function toPage(entry: ContentEntry, language: ContentLanguage) {
  const d = entry.data;
  return {
    __language: language,
    id: String(entry.id),
    slug: entry.slug ?? '',
    title: entry.title,
    description: str(d['description']) || null,
    postDate: iso(entry.postDate),
    featuredImage: d['featuredImage'] ?? null,
    showTitle: bool(d['showTitle'], true),
    showDescription: bool(d['showDescription'], false),
    featureImageFullWidth: bool(d['featureImageFullWidth'], false),
    pageTheme: str(d['pageTheme'], 'light'),
    mixedContentBlocks: d['mixedContent'],
  };
}

function toBlogArticle(entry: ContentEntry, language: ContentLanguage) {
  const d = entry.data;
  return {
    __language: language,
    id: String(entry.id),
    title: entry.title,
    description: str(d['description']),
    postDate: iso(entry.postDate),
    url: str(d['url'], `/news/article/${entry.id}`),
    categoryIds: list<number>(d['categoryIds']),
    featuredImage: d['featuredImage'] ?? null,
    headerBlocks: d['header'],
    mixedContentBlocks: d['mixedContent'],
    footerBlocks: d['footer'],
    otherArticleIds: list<number>(d['otherArticles']),
    showDescription: bool(d['showDescription'], true),
    showTitle: bool(d['showTitle'], true),
    featureImageFullWidth: bool(d['featureImageFullWidth'], false),
    pageTheme: str(d['pageTheme'], 'light'),
    relatedIds: list(d['relatedIds']),
    relatedCrosslinkIds: list<number>(d['relatedCrosslinks']),
  };
}
type BlogArticleObject = ReturnType<typeof toBlogArticle>;

const toBlogCategory = (entry: ContentEntry) => ({
  id: String(entry.id),
  title: entry.title,
  blogkey: str(entry.data['blogkey'], entry.slug ?? ''),
});

const toBikeCategory = (entry: ContentEntry) => ({
  id: String(entry.id),
  categoryId: str(entry.data['categoryId'], entry.slug ?? ''),
  slug: entry.slug ?? '',
  bikeType: str(entry.data['bikeType']),
  title: entry.title,
  intro: str(entry.data['intro']),
  detailDescription: str(entry.data['detailDescription']),
  weight: num(entry.data['weight'], entry.position),
  backgroundImage: entry.data['backgroundImage'] ?? null,
});

const toBikeSpotlight = (entry: ContentEntry) => ({
  id: String(entry.id),
  bikeId: str(entry.data['bikeId']),
  title: entry.title,
  subtitle: str(entry.data['subtitle']),
  description: str(entry.data['description']),
  buttonText: str(entry.data['buttonText']),
  startingPrice: num(entry.data['startingPrice']),
  image: entry.data['image'] ?? null,
});

const toCrosslink = (entry: ContentEntry) => ({
  id: String(entry.id),
  title: entry.title,
  description: str(entry.data['description']),
  logo: entry.data['logo'] ?? null,
  buttonText: str(entry.data['buttonText']),
  buttonUrl: str(entry.data['buttonUrl']),
  crosslinkImage: entry.data['crosslinkImage'] ?? null,
});

const toProject = (entry: ContentEntry) => ({
  id: String(entry.id),
  title: entry.title,
  subtitle: str(entry.data['subtitle']),
  postDate: iso(entry.postDate),
  logo: entry.data['logo'] ?? null,
  heroImage: entry.data['heroImage'] ?? null,
  description: str(entry.data['description']),
  extraInfo: str(entry.data['extraInfo']),
  projectUrls: list(entry.data['projectUrls']),
});

const toReview = (entry: ContentEntry) => ({
  id: String(entry.id),
  reviewLanguage: str(entry.data['reviewLanguage'], entry.language),
  reviewType: str(entry.data['reviewType'], 'magazine'),
  platformId: str(entry.data['platformId']),
  reviewBrand: str(entry.data['reviewBrand']),
  title: entry.title,
  description: str(entry.data['description']),
  pageUrl: str(entry.data['pageUrl']) || null,
  reviewImage: entry.data['reviewImage'] ?? null,
  postDate: entry.postDate,
});

const toVacancy = (entry: ContentEntry) => ({
  id: String(entry.id),
  slug: entry.slug ?? '',
  title: entry.title,
  postDate: iso(entry.postDate),
  vacancyImage: entry.data['vacancyImage'] ?? null,
  description: str(entry.data['description']),
  jobDescription: str(entry.data['jobDescription']),
  jobBenefits: str(entry.data['jobBenefits']),
  employmentType: str(entry.data['employmentType']),
  employmentTypeCode: typeof entry.data['employmentTypeCode'] === 'string' ? entry.data['employmentTypeCode'] : null,
  jobLocation: str(entry.data['jobLocation']),
  jobAddress: toJobAddress(entry.data['jobAddress']),
  startDate: str(entry.data['startDate']),
});

/** A vacancy's postal address, or null when the entry has none (or a malformed one). */
function toJobAddress(value: unknown): { streetAddress: string | null; postalCode: string | null; locality: string; country: string } | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Record<string, unknown>;
  if (typeof a['locality'] !== 'string' || typeof a['country'] !== 'string') return null;
  const optional = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { streetAddress: optional(a['streetAddress']), postalCode: optional(a['postalCode']), locality: a['locality'], country: a['country'] };
}

interface MenuEntryObject {
  id: string;
  title: string;
  type: string;
  parentId: string | null;
  pageUrl: string | null;
  marketingLabel: string | null;
  categoryId: string | null;
  allowedCountries: string[] | null;
  description: string | null;
  menuImage: unknown;
  children: MenuEntryObject[];
}

const toMenuEntry = (entry: ContentEntry): MenuEntryObject => ({
  id: String(entry.id),
  title: entry.title,
  type: str(entry.data['type'], 'link'),
  parentId: entry.data['parentId'] == null ? null : String(entry.data['parentId']),
  pageUrl: str(entry.data['pageUrl']) || null,
  marketingLabel: str(entry.data['marketingLabel']) || null,
  categoryId: str(entry.data['categoryId']) || null,
  allowedCountries: entry.allowedCountries,
  description: str(entry.data['description']) || null,
  menuImage: entry.data['menuImage'] ?? null,
  children: [],
});

/** Builds the menu tree; an entry whose parent is hidden in this country is hidden too. */
function menuTree(entries: MenuEntryObject[]): MenuEntryObject[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const roots: MenuEntryObject[] = [];
  for (const entry of entries) {
    if (entry.parentId === null) roots.push(entry);
    else byId.get(entry.parentId)?.children.push(entry);
  }
  return roots;
}

const toConfiguration = (entry: ContentEntry) => ({
  id: String(entry.id),
  title: entry.title,
  platformId: str(entry.data['platformId']),
  configurationDescription: str(entry.data['configurationDescription']),
  featuredImage: entry.data['featuredImage'] ?? null,
  price: num(entry.data['price']),
  configurationCode: str(entry.data['configurationCode']),
  showConfiguration: entry.data['showConfiguration'] === true,
  specifications: list(entry.data['specifications']),
  postDate: iso(entry.postDate),
});

const newestFirst = (a: ContentEntry, b: ContentEntry) => b.postDate.getTime() - a.postDate.getTime() || b.id - a.id;

async function blogArticlesIn(reader: ContentReader, language: ContentLanguage, ids: number[]) {
  const entries = await reader.localised('blogArticle', language, { ids });
  return entries.sort(newestFirst).map((entry) => toBlogArticle(entry, language));
}

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: ContentGraphqlContext) => unknown;

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: function parseLiteral(ast: ValueNode): unknown {
    switch (ast.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return ast.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(ast.value);
      case Kind.LIST:
        return ast.values.map(parseLiteral);
      case Kind.OBJECT:
        return Object.fromEntries(ast.fields.map((field) => [field.name.value, parseLiteral(field.value)]));
      default:
        return null;
    }
  },
});

const single =
  (type: EntryType) =>
  async (_: unknown, args: Args, { reader }: ContentGraphqlContext) => {
    const language = toContentLanguage(args['language']);
    const entry = await reader.localisedOne(type, language, {});
    return entry ? toPage(entry, language) : null;
  };

const query: Record<string, Resolver> = {
  homepage: single('homepage'),
  playground: single('playground'),

  page: async (_, args, { reader }) => {
    const language = toContentLanguage(args['language']);
    if (args['slug'] == null && args['id'] == null) return null;
    const entry = await reader.localisedOne('page', language, {
      slug: args['slug'] == null ? undefined : String(args['slug']).replace(/^\/+|\/+$/g, ''),
      ids: args['id'] == null ? undefined : toIds([args['id']]),
    });
    return entry ? toPage(entry, language) : null;
  },

  pages: async (_, args, { reader }) => {
    const language = toContentLanguage(args['language']);
    const title = typeof args['title'] === 'string' ? args['title'].toLowerCase() : undefined;
    const entries = await reader.localised('page', language);
    return entries
      .filter((entry) => !title || entry.title.toLowerCase().includes(title))
      .slice(0, clampLimit(args['limit']))
      .map((entry) => toPage(entry, language));
  },

  landingPages: async (_, args, { reader }) => {
    const language = toContentLanguage(args['language']);
    const entries = await reader.localised('page', language);
    return entries
      .filter((entry) => entry.slug?.startsWith('landingpages/'))
      .slice(0, clampLimit(args['limit']))
      .map((entry) => toPage(entry, language));
  },

  blogArticles: async (_, args, { reader }) => {
    const language = toContentLanguage(args['language']);
    const platformId = typeof args['platformId'] === 'string' && args['platformId'] ? args['platformId'] : undefined;
    const bikeId = typeof args['bikeId'] === 'string' && args['bikeId'] ? args['bikeId'] : undefined;
    const related = platformId !== undefined || bikeId !== undefined;
    // Related news of a platform or bike is not limited to the default news categories.
    const categoryIds = toIds(args['categoryIds']) ?? (related ? undefined : [...DEFAULT_BLOG_CATEGORY_IDS]);
    const title = typeof args['title'] === 'string' ? args['title'].toLowerCase() : undefined;
    const offset = clampLimit(args['offset'], 0);
    const entries = await reader.localised('blogArticle', language, { ids: toIds(args['ids']) });
    const isRelated = (entry: ContentEntry) =>
      list<{ platformId?: string | null; bikeId?: string | null }>(entry.data['relatedIds']).some(
        (r) => (platformId !== undefined && r.platformId === platformId) || (bikeId !== undefined && r.bikeId === bikeId),
      );
    return entries
      .filter((entry) => !categoryIds || list<number>(entry.data['categoryIds']).some((id) => categoryIds.includes(id)))
      .filter((entry) => !related || isRelated(entry))
      .filter((entry) => !title || entry.title.toLowerCase().includes(title))
      .sort(newestFirst)
      .slice(offset, offset + clampLimit(args['limit']))
      .map((entry) => toBlogArticle(entry, language));
  },

  blogArticle: async (_, args, { reader }) => {
    const language = toContentLanguage(args['language']);
    const ids = toIds([args['id']]) ?? [];
    const entry = await reader.localisedOne('blogArticle', language, { ids });
    return entry ? toBlogArticle(entry, language) : null;
  },

  blogCategories: async (_, args, { reader }) =>
    (await reader.localised('blogCategory', toContentLanguage(args['language']))).map(toBlogCategory),

  bikeCategories: async (_, args, { reader }) =>
    (await reader.localised('bikeCategory', toContentLanguage(args['language'])))
      .map(toBikeCategory)
      .sort((a, b) => a.weight - b.weight),

  bikeCategory: async (_, args, { reader }) => {
    const key = args['slug'] ?? args['categoryId'];
    if (typeof key !== 'string') return null;
    const categories = (await reader.localised('bikeCategory', toContentLanguage(args['language']))).map(toBikeCategory);
    return categories.find((category) => category.slug === key || category.categoryId === key) ?? null;
  },

  bikeSpotlights: async (_, args, { reader }) => {
    const entries = await reader.localised('bikeSpotlight', toContentLanguage(args['language']), { ids: toIds(args['ids']) });
    return entries.map(toBikeSpotlight).filter((spotlight) => !args['bikeId'] || spotlight.bikeId === args['bikeId']);
  },

  crosslinks: async (_, args, { reader }) =>
    (await reader.localised('crosslink', toContentLanguage(args['language']), { ids: toIds(args['ids']) })).map(toCrosslink),

  projects: async (_, args, { reader }) =>
    (await reader.localised('project', toContentLanguage(args['language'])))
      .sort(newestFirst)
      .slice(0, clampLimit(args['limit']))
      .map(toProject),

  project: async (_, args, { reader }) => {
    const entry = await reader.localisedOne('project', toContentLanguage(args['language']), { ids: toIds([args['id']]) ?? [] });
    return entry ? toProject(entry) : null;
  },

  reviews: async (_, args, { reader }) => {
    const entries = await reader.allLanguages('review', { where: dataFieldEquals('platformId', String(args['platformId'])) });
    const language = toContentLanguage(args['language']);
    return sortReviews(entries.map(toReview), language)
      .slice(0, clampLimit(args['limit']))
      .map((review) => ({ ...review, postDate: iso(review.postDate) }));
  },

  vacancies: async (_, args, { reader }) =>
    (await reader.localised('vacancy', toContentLanguage(args['language'])))
      .sort(newestFirst)
      .slice(0, clampLimit(args['limit']))
      .map(toVacancy),

  vacancy: async (_, args, { reader }) => {
    if (args['id'] == null && args['slug'] == null) return null;
    const entry = await reader.localisedOne('vacancy', toContentLanguage(args['language']), {
      ids: args['id'] == null ? undefined : toIds([args['id']]),
      slug: args['slug'] == null ? undefined : String(args['slug']),
    });
    return entry ? toVacancy(entry) : null;
  },

  menuEntries: async (_, args, { reader }) => {
    const country = typeof args['country'] === 'string' && args['country'] ? args['country'] : undefined;
    const entries = await reader.localised('menuEntry', toContentLanguage(args['language']), { section: String(args['section']) });
    return menuTree(entries.filter((entry) => isAllowedIn(entry.allowedCountries, country)).map(toMenuEntry));
  },

  globalSets: async (_, args, { reader }) => {
    const sets = await reader.localised('globalSet', toContentLanguage(args['language']));
    const data = (handle: string) => sets.find((set) => set.section === handle)?.data ?? {};
    const footer = data('footer');
    return {
      socialMedia: list(data('socialMedia')['platforms']),
      footer: { recommendations: list(footer['recommendations']), footerImage: footer['footerImage'] ?? null },
      settings: { websiteColor: str(data('settings')['websiteColor'], '#1f3a2e') },
      newsletterOptin: {
        title: str(data('newsletterOptin')['title']),
        text: str(data('newsletterOptin')['text']),
        optinText: str(data('newsletterOptin')['optinText']),
        privacyText: str(data('newsletterOptin')['privacyText']),
        successText: str(data('newsletterOptin')['successText']),
      },
      brandVoice: { slogan: str(data('brandVoice')['slogan']), description: str(data('brandVoice')['description']) },
    };
  },

  configurations: async (_, args, { reader }) => {
    const model = args['model'] ?? args['platformId'];
    const entries = await reader.localised('configuration', toContentLanguage(args['language']), {
      where: model == null ? undefined : dataFieldEquals('platformId', String(model)),
    });
    return entries
      .filter((entry) => entry.data['showConfiguration'] === true)
      .sort(newestFirst)
      .slice(0, clampLimit(args['limit'], CONFIGURATIONS_LIMIT))
      .map(toConfiguration);
  },
};

const withBlocks = {
  mixedContent: (parent: { mixedContentBlocks: unknown }, args: Args) =>
    blocksFor(parent.mixedContentBlocks, typeof args['country'] === 'string' ? args['country'] : undefined),
};

/**
 * The REST edge's rule for GraphQL arguments, whether they came as variables or as literals in
 * the query text (a GraphQL string may spell "\u0000"): NUL, lone surrogates and absurd
 * nesting are a client error before any resolver reads the database.
 */
function withCheckedArguments(resolvers: Record<string, Resolver>): Record<string, Resolver> {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      ((parent, args, context) => {
        const problem = inputProblem(args);
        if (problem) throw new GraphQLError(`Invalid input: ${problem}`, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        return resolve(parent, args, context);
      }) satisfies Resolver,
    ]),
  );
}

export const contentResolvers = {
  JSON: JSONScalar,
  Query: withCheckedArguments(query),
  Page: withBlocks,
  BlogArticle: {
    ...withBlocks,
    header: (parent: BlogArticleObject) => blocksFor(parent.headerBlocks, undefined),
    footer: (parent: BlogArticleObject) => blocksFor(parent.footerBlocks, undefined),
    blogCategories: async (parent: Localised<BlogArticleObject>, _: Args, { reader }: ContentGraphqlContext) =>
      (await reader.localised('blogCategory', parent.__language, { ids: parent.categoryIds })).map(toBlogCategory),
    otherArticles: (parent: Localised<BlogArticleObject>, _: Args, { reader }: ContentGraphqlContext) =>
      blogArticlesIn(reader, parent.__language, parent.otherArticleIds),
    relatedCrosslinks: async (parent: Localised<BlogArticleObject>, _: Args, { reader }: ContentGraphqlContext) =>
      (await reader.localised('crosslink', parent.__language, { ids: parent.relatedCrosslinkIds })).map(toCrosslink),
  },
};

/**
 * The content GraphQL schema. Every query takes `language` (en, de, es, fr, it, nl; a locale such
 * as "de_AT" is accepted too); entries missing in that language come in English.
 * Lists take `limit` (capped at 100); the cost rule counts it (graphql/query-limits.ts).
 */
export const contentTypeDefs = /* GraphQL */ `
  "Any JSON value: the block-specific fields of a ContentBlock."
  scalar JSON

  type Image {
    url: String!
    alt: String!
    width: Int
    height: Int
  }

  "One block of a page's mixedContent. blockType names the kind; fields holds its own fields."
  type ContentBlock {
    id: ID!
    blockType: String!
    width: String
    align: String
    animation: String
    allowedCountries: [String!]
    fields: JSON!
  }

  type Page {
    id: ID!
    slug: String!
    title: String!
    description: String
    postDate: String!
    featuredImage: Image
    showTitle: Boolean!
    showDescription: Boolean!
    featureImageFullWidth: Boolean!
    pageTheme: String!
    "Blocks, those restricted to other countries left out when country is given (unrestricted only otherwise)."
    mixedContent(country: String): [ContentBlock!]!
  }

  type BlogCategory {
    id: ID!
    title: String!
    blogkey: String!
  }

  type RelatedId {
    bikeId: String
    platformId: String
  }

  type BlogArticle {
    id: ID!
    title: String!
    description: String!
    postDate: String!
    url: String!
    blogCategories: [BlogCategory!]!
    featuredImage: Image
    header: [ContentBlock!]!
    mixedContent(country: String): [ContentBlock!]!
    footer: [ContentBlock!]!
    otherArticles: [BlogArticle!]!
    showDescription: Boolean!
    showTitle: Boolean!
    featureImageFullWidth: Boolean!
    pageTheme: String!
    relatedIds: [RelatedId!]!
    relatedCrosslinks: [Crosslink!]!
  }

  type BikeCategory {
    id: ID!
    "Route segment of /bikes/categories/{categoryId}: road, gravel, all-road, cyclocross, mountain, e-bikes, triathlon."
    categoryId: String!
    slug: String!
    bikeType: String!
    title: String!
    intro: String!
    detailDescription: String!
    "Sort weight: lower comes first."
    weight: Int!
    backgroundImage: Image
  }

  type BikeSpotlight {
    id: ID!
    bikeId: String!
    title: String!
    subtitle: String!
    description: String!
    buttonText: String!
    "Reference price in EUR; the shop shows the live price of bikeId."
    startingPrice: Float!
    image: Image
  }

  type Crosslink {
    id: ID!
    title: String!
    description: String!
    logo: Image
    buttonText: String!
    buttonUrl: String!
    crosslinkImage: Image
  }

  type ProjectUrl {
    siteTitle: String!
    siteUrl: String!
  }

  type Project {
    id: ID!
    title: String!
    subtitle: String!
    postDate: String!
    logo: Image
    heroImage: Image
    description: String!
    extraInfo: String!
    projectUrls: [ProjectUrl!]!
  }

  type Review {
    id: ID!
    "nl, en, fr, es, de, it or int."
    reviewLanguage: String!
    "magazine, customer or video."
    reviewType: String!
    platformId: String!
    "The publication or reviewer."
    reviewBrand: String!
    title: String!
    description: String!
    pageUrl: String
    reviewImage: Image
    postDate: String!
  }

  type Vacancy {
    id: ID!
    slug: String!
    title: String!
    postDate: String!
    vacancyImage: Image
    description: String!
    jobDescription: String!
    jobBenefits: String!
    employmentType: String!
    "schema.org employment type: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN..."
    employmentTypeCode: String
    jobLocation: String!
    "The workplace's postal address (for JobPosting structured data)."
    jobAddress: JobAddress
    startDate: String!
  }

  type JobAddress {
    streetAddress: String
    postalCode: String
    locality: String!
    "ISO 3166-1 alpha-2"
    country: String!
  }

  type MenuEntry {
    id: ID!
    title: String!
    "link, bikeCategory, submenuInfo, submenu or submenuInline."
    type: String!
    parentId: ID
    pageUrl: String
    marketingLabel: String
    categoryId: String
    allowedCountries: [String!]
    description: String
    menuImage: Image
    children: [MenuEntry!]!
  }

  type SocialMediaPlatform {
    platform: String!
    label: String!
    url: String!
  }

  type FooterRecommendation {
    title: String!
    text: String!
    url: String!
  }

  type FooterSet {
    recommendations: [FooterRecommendation!]!
    footerImage: Image
  }

  type Settings {
    websiteColor: String!
  }

  type NewsletterOptin {
    title: String!
    text: String!
    optinText: String!
    privacyText: String!
    successText: String!
  }

  "The brand's own voice: its slogan and one sentence on what it makes (each brand's site has its own)."
  type BrandVoice {
    slogan: String!
    description: String!
  }

  type GlobalSets {
    socialMedia: [SocialMediaPlatform!]!
    footer: FooterSet!
    settings: Settings!
    newsletterOptin: NewsletterOptin!
    brandVoice: BrandVoice!
  }

  type Specification {
    specTitle: String!
    specContent: String!
  }

  type ConfigurationEntry {
    id: ID!
    title: String!
    platformId: String!
    configurationDescription: String!
    featuredImage: Image
    price: Float!
    configurationCode: String!
    showConfiguration: Boolean!
    specifications: [Specification!]!
    postDate: String!
  }

  type Query {
    homepage(language: String = "en"): Page
    playground(language: String = "en"): Page
    page(language: String = "en", slug: String, id: ID): Page
    "Content pages; title filters by a case-insensitive part of the title."
    pages(language: String = "en", title: String, limit: Int): [Page!]!
    "Pages under landingpages/ (slug starts with landingpages/)."
    landingPages(language: String = "en", limit: Int): [Page!]!

    """
    Newest first. categoryIds default to 4556, 3256, 3178, 1556, 1555, 1554, 52308.
    platformId or bikeId keeps articles related to that platform or bike (relatedIds); then the
    category filter applies only when categoryIds are given (news of a platform page).
    """
    blogArticles(language: String = "en", categoryIds: [ID!], ids: [ID!], title: String, platformId: String, bikeId: String, limit: Int, offset: Int): [BlogArticle!]!
    blogArticle(language: String = "en", id: ID!): BlogArticle
    blogCategories(language: String = "en"): [BlogCategory!]!

    bikeCategories(language: String = "en"): [BikeCategory!]!
    bikeCategory(language: String = "en", slug: String, categoryId: String): BikeCategory
    bikeSpotlights(language: String = "en", ids: [ID!], bikeId: String): [BikeSpotlight!]!
    crosslinks(language: String = "en", ids: [ID!]): [Crosslink!]!

    projects(language: String = "en", limit: Int): [Project!]!
    project(language: String = "en", id: ID!): Project

    "Newest first within a language; languages ordered visitor's language, EN, then NL, EN, FR, ES, DE, IT, INT."
    reviews(language: String = "en", platformId: String!, limit: Int): [Review!]!

    vacancies(language: String = "en", limit: Int): [Vacancy!]!
    vacancy(language: String = "en", id: ID, slug: String): Vacancy

    "Top-level entries of a section (main, footer) with their children; country filters allowedCountries."
    menuEntries(language: String = "en", section: String!, country: String): [MenuEntry!]!

    globalSets(language: String = "en"): GlobalSets!

    "Newest first, only showConfiguration true, limit default 3; model filters by platform model code."
    configurations(language: String = "en", model: String, platformId: String, limit: Int = 3): [ConfigurationEntry!]!
  }
`;

/**
 * Spec point 8: the client reports a content call that fails (status not 200, or errors in the
 * response) with the code of its query. Browser-safe, meant for the content api-client; a
 * query that answers null where one entry was asked (blogArticle) is BLOGITEMS_NOT_FOUND.
 */
export const CONTENT_FETCH_ERROR_CODES: Record<string, string> = {
  homepage: 'HOMEPAGE_FETCH_ERROR',
  playground: 'PLAYGROUND_FETCH_ERROR',
  page: 'PAGE_FETCH_ERROR',
  pages: 'PAGE_FETCH_ERROR',
  landingPages: 'PAGE_FETCH_ERROR',
  blogArticles: 'BLOGITEMS_FETCH_ERROR',
  blogArticle: 'BLOGITEMS_FETCH_ERROR',
  blogCategories: 'BLOGCATEGORIES_FETCH_ERROR',
  bikeCategories: 'BIKECATEGORY_FETCH_ERROR',
  bikeCategory: 'CATEGORY_FETCH_ERROR',
  bikeSpotlights: 'BIKESPOTLIGHTS_FETCH_ERROR',
  crosslinks: 'CROSSLINKS_FETCH_ERROR',
  projects: 'PROJECTS_FETCH_ERROR',
  project: 'PROJECTS_FETCH_ERROR',
  reviews: 'REVIEWS_FETCH_ERROR',
  vacancies: 'VACANCIES_FETCH_ERROR',
  vacancy: 'VACANCIES_FETCH_ERROR',
  menuEntries: 'MENU_FETCH_ERROR',
  globalSets: 'GLOBAL_SETS_FETCH_ERROR',
  configurations: 'CONFIGURATIONS_FETCH_ERROR',
};

/**
 * English texts of the content remote (home, CMS pages, news, projects, jobs, support
 * and the country chooser): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Page titles and descriptions (document title and meta description per route).
  'page.ebikes.title': 'E-bikes',
  'page.ebikes.description': 'Electric road, gravel and mountain bikes by %BRAND%.',
  'page.about.title': 'About us',
  'page.about.description': 'The story of %BRAND%: our people, our projects and our teams.',
  'page.projects.title': 'Projects',
  'page.projects.description': 'Projects we build with riders, teams and partners.',
  'page.news.title': 'News',
  'page.news.description': 'News, stories and rides from %BRAND%.',
  'page.news.more': 'More news',
  'page.jobs.title': 'Jobs',
  'page.jobs.description': 'Work at %BRAND%: our vacancies.',
  'page.support.title': 'Support',
  'page.support.description': 'Answers to your questions about bikes, orders and warranty.',
  'page.support.search': 'Search the help centre',
  'page.service.title': 'Service',
  'page.service.description': 'Maintenance, warranty and service for your bike.',
  'page.contact.title': 'Contact',
  'page.contact.description': 'Get in touch with %BRAND%.',
  'page.returnGoods.title': 'Returns',
  'page.returnGoods.description': 'How to return a product.',
  'page.language.title': 'Choose your country',
  'page.language.description': 'Choose your country and language.',
  'page.bikefitting.title': 'Bike fitting',
  'page.bikefitting.description': 'Find the right size and position on your bike.',
  'page.experience.title': 'Experience',
  'page.experience.description': 'The technologies behind our bikes.',
  'page.technologies.title': 'Technologies',
  'page.research.title': 'Research',
  'page.development.title': 'Development',
  'page.tomorrowland.title': 'Tomorrowland',
  'page.tomorrowlandCollection.title': 'Tomorrowland collection',
  'page.tomorrowlandRoad.title': 'Tomorrowland road',
  'page.landingpages.title': 'Landing pages',
  'page.pages.title': 'Pages',
  'page.playground.title': 'Playground',
  'page.styleguide.title': 'Style guide',
  'page.testing.title': 'Testing',
  'page.comingSoon': 'This page is being written. Please come back soon.',
  'page.support.results': '{count, plural, =0 {No articles found for “{term}”. Try other words, or contact us.} one {One article found for “{term}”} other {# articles found for “{term}”}}',
  'page.support.unavailable': 'The help centre cannot be reached right now. Please try again later, or contact us.',
  'page.support.articleMissing': 'This article is not available.',
  'page.search.title': 'Search',
  'page.search.description': 'Find bikes, accessories, help articles and news.',
  'page.search.results': '{count, plural, =0 {Nothing found for “{term}”.} one {One result for “{term}”} other {# results for “{term}”}}',
  'page.search.group.bike': 'Bikes',
  'page.search.group.accessory': 'Accessories',
  'page.search.group.help': 'Help articles',
  'page.search.group.news': 'News',
  'page.search.inShop': 'Search the shop for “{term}”',
  'page.search.toSupport': 'Browse the help centre',
  'page.news.categories': 'News categories',
  'page.news.allCategories': 'All news',
  'page.news.pages': 'News pages',
  'page.news.page': 'Page {page}',
  'newsletterBlock.invalid': 'Please enter a valid email address.',
  'newsletterBlock.consent': 'Please tick the box to agree to receive the newsletter.',
  'page.news.related': 'In this story',
  'page.news.relatedBike': 'Discover the bike of this story',
  'page.home.recentlyViewed': 'Bikes you recently viewed',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;

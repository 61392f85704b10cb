import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/**
 * Pages of the content remote (home, CMS pages, news, about, jobs, support, legal), loaded on
 * demand; the key is the `page` of the route table in @bike/shared/routing.
 */
const cms = (slug: string, titleKey: string) => () => import('./pages/cms-page').then((m) => ({ default: m.cmsPage({ slug: () => slug, titleKey }) }));

export const pages: PageRegistry = {
  home: () => import('./pages/home-page'),
  about: cms('about', 'page.about.title'),
  projects: () => import('./pages/projects-page').then((m) => ({ default: m.projectsPage })),
  project: () => import('./pages/projects-page').then((m) => ({ default: m.projectPage })),
  // The content page with the fitters near the rider and an appointment request to one (issue 32 item 13).
  bikefitting: () => import('./contact-forms/bikefitting-page').then((m) => ({ default: m.bikefittingPage })),
  // The content page with a message form to customer service (issue 32 item 13).
  contact: () => import('./contact-forms/contact-page').then((m) => ({ default: m.contactPage })),
  development: cms('development', 'page.development.title'),
  ebikes: cms('ebikes', 'page.ebikes.title'),
  experience: cms('experience', 'page.experience.title'),
  technologies: cms('experience/technologies', 'page.technologies.title'),
  jobs: () => import('./jobs/jobs-page').then((m) => ({ default: m.jobsPage })),
  job: () => import('./jobs/jobs-page').then((m) => ({ default: m.jobPage })),
  // /landingpages lists the campaigns; /landingpages/{slug} is one of them (404 when unknown).
  landingpages: () =>
    import('./pages/cms-page').then((m) => ({
      default: m.cmsPage({ slug: (ctx) => (ctx.params['slug'] ? `landingpages/${ctx.params['slug']}` : 'landingpages'), titleKey: 'page.landingpages.title', strict: true }),
    })),
  language: () => import('./pages/language-page'),
  news: () => import('./pages/news-page'),
  article: () => import('./pages/article-page'),
  'pages-old': cms('pages/old', 'page.pages.title'),
  page: () => import('./pages/cms-page').then((m) => ({ default: m.cmsPage({ slug: (ctx) => ctx.params['slug'] ?? 'pages', titleKey: 'page.pages.title', strict: true }) })),
  playground: () => import('./pages/cms-page').then((m) => ({ default: m.cmsPage({ slug: () => 'playground', titleKey: 'page.playground.title', playground: true }) })),
  privacy: cms('privacy', 'page.privacy.title'),
  'return-goods': cms('return-goods', 'page.returnGoods.title'),
  service: cms('service', 'page.service.title'),
  styleguide: () => import('./pages/styleguide-page').then((m) => ({ default: m.styleguidePage })),
  support: () => import('./pages/support-page').then((m) => ({ default: m.supportPage('home') })),
  'support-search': () => import('./pages/support-page').then((m) => ({ default: m.supportPage('search') })),
  'support-folder': () => import('./pages/support-page').then((m) => ({ default: m.supportPage('folder') })),
  'support-article': () => import('./pages/support-page').then((m) => ({ default: m.supportPage('article') })),
  terms: cms('terms-and-conditions', 'page.terms.title'),
  testing: cms('testing', 'page.testing.title'),
  tomorrowland: cms('tomorrowland', 'page.tomorrowland.title'),
  'tomorrowland-collection': cms('tomorrowland_collection', 'page.tomorrowlandCollection.title'),
  'tomorrowland-road': cms('tomorrowland_road', 'page.tomorrowlandRoad.title'),
  research: cms('research', 'page.research.title'),
  fanzone: () => import('./fanzone/fanzone-page').then((m) => ({ default: m.fanzonePage })),
  search: () => import('./pages/search-page').then((m) => ({ default: m.searchPage })),
};

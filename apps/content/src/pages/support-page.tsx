import { redirect } from 'react-router';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { SiteSearchForm } from './site-search-form';

/**
 * Help centre (spec point 7), through the API's help-desk proxy: categories with their folders,
 * a folder's articles, one article, and search. Routes are spec point 2's:
 * /support, /support/folders/{id}, /support/folders/{fid}/article/{id} and /support/search.
 */
interface HelpFolder { id: number | string; name: string; description?: string | null }
interface HelpCategory { id: number | string; name: string; description?: string | null; folders: HelpFolder[] }
interface HelpArticle { id: number | string; folderId?: number | string | null; categoryId?: number | string | null; title: string; description?: string; descriptionText?: string }
interface SupportData {
  view: 'home' | 'folder' | 'article' | 'search';
  categories: HelpCategory[];
  articles: HelpArticle[];
  /** The folder a folder page or an article belongs to (its name for the title and the way back). */
  folder: HelpFolder | null;
  article: HelpArticle | null;
  term: string;
}

const HELP = '/b2c/v1/helpdesk';
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const articleHref = (article: HelpArticle, folderId?: string | number | null) => `support/folders/${article.folderId ?? folderId ?? 0}/article/${article.id}`;

export function supportPage(view: SupportData['view']) {
  return definePage<SupportData>({
    meta: (d) => ({
      title: d.article?.title ?? d.folder?.name ?? '',
      titleKey: d.article || d.folder ? undefined : 'page.support.title',
      descriptionKey: 'page.support.description',
    }),
    loader: async ({ api, language, locale, params, searchParams }) => {
      // A folder or article address without its id: show the folder it names, else the support home's folders.
      if ((view === 'folder' || view === 'article') && !params['id']) throw redirect(`/${locale}/support${view === 'article' && params['fid'] ? `/folders/${encodeURIComponent(params['fid'])}` : ''}`);
      // Help-centre failures are logged by the API and answer nothing; the page then shows its empty state.
      const safe = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
      const data: SupportData = { view, categories: [], articles: [], folder: null, article: null, term: '' };
      const foldersOf = async (categoryId: string | number) =>
        list<HelpFolder>(await safe(api.get(`${HELP}/solutions/categories/${encodeURIComponent(String(categoryId))}/folders/${language}`), []));
      /** The folder's name, from its category's folder list (the proxy has no single-folder call). */
      const folderOf = async (folderId: string | number, categoryId: string | number | null | undefined) =>
        categoryId == null ? null : (await foldersOf(categoryId)).find((f) => String(f.id) === String(folderId)) ?? null;

      if (view === 'home') {
        const categories = list<HelpCategory>(await safe(api.get(`${HELP}/solutions/categories/${language}`), []));
        data.categories = await Promise.all(categories.map(async (c) => ({ ...c, folders: await foldersOf(c.id) })));
      } else if (view === 'folder') {
        const id = params['id'];
        data.articles = id ? list<HelpArticle>(await safe(api.get(`${HELP}/solutions/folders/${encodeURIComponent(id)}/articles/${language}`), [])) : [];
        if (id && data.articles[0]) data.folder = await folderOf(id, data.articles[0].categoryId);
      } else if (view === 'search') {
        data.term = (searchParams.get('term') ?? '').slice(0, 100);
        data.articles = data.term.trim() ? list<HelpArticle>(await safe(api.get(`${HELP}/search/solutions/${language}`, { term: data.term }), [])) : [];
      } else {
        const id = params['id'];
        data.article = id ? await safe(api.get<HelpArticle>(`${HELP}/solutions/articles/${encodeURIComponent(id)}/${language}`), null) : null;
        if (data.article?.folderId != null) data.folder = await folderOf(data.article.folderId, data.article.categoryId);
      }
      return data;
    },
    Component: SupportView,
  });
}

function SupportView({ data }: { data: SupportData }) {
  const t = useT();
  const title = data.article?.title ?? data.folder?.name ?? t('page.support.title');
  return (
    <div className="container page support">
      {data.view !== 'home' && (
        <nav aria-label={t('nav.breadcrumb')} className="support__breadcrumb">
          <ol>
            <li><ShopLink to="support">{t('page.support.title')}</ShopLink></li>
            {data.article && data.folder && <li><ShopLink to={`support/folders/${data.folder.id}`}>{data.folder.name}</ShopLink></li>}
          </ol>
        </nav>
      )}
      <PageHeader title={title} intro={data.view === 'home' ? t('page.support.description') : undefined}>
        <SiteSearchForm action="support/search" term={data.term} scope="help" label={t('page.support.search')} placeholder={t('page.support.search')} />
      </PageHeader>
      {data.view === 'home' && <Categories categories={data.categories} emptyTitle={t('page.support.unavailable')} />}
      {data.view === 'article' && (data.article?.description
        ? <div className="prose" dangerouslySetInnerHTML={{ __html: data.article.description }} />
        : <EmptyState title={t('page.support.articleMissing')} />)}
      {data.view === 'search' && data.term.trim() && (
        <p className="support__count" role="status">{t('page.support.results', { count: data.articles.length, term: data.term.trim() })}</p>
      )}
      {(data.view === 'folder' || data.view === 'search') && (
        data.articles.length > 0
          ? <Articles articles={data.articles} folderId={data.view === 'folder' ? data.folder?.id : null} />
          : data.view === 'folder' && <EmptyState title={t('common.empty')} />
      )}
    </div>
  );
}

function Categories({ categories, emptyTitle }: { categories: HelpCategory[]; emptyTitle: string }) {
  if (categories.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className="grid support__categories">
      {categories.map((category) => (
        <section key={category.id} className="card" aria-labelledby={`help-category-${category.id}`}>
          <div className="card__body">
            <h2 id={`help-category-${category.id}`} className="card__title">{category.name}</h2>
            {category.description && <p className="card__meta">{category.description}</p>}
            <ul className="support__folders">
              {category.folders.map((folder) => <li key={folder.id}><ShopLink to={`support/folders/${folder.id}`}>{folder.name}</ShopLink></li>)}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}

function Articles({ articles, folderId }: { articles: HelpArticle[]; folderId?: string | number | null }) {
  return (
    <ul className="grid support__list">
      {articles.map((article) => (
        <li key={article.id} className="card"><div className="card__body">
          <h2 className="card__title"><ShopLink to={articleHref(article, folderId)}>{article.title}</ShopLink></h2>
          {(article.descriptionText ?? article.description) && (
            <p className="card__meta">{(article.descriptionText ?? article.description ?? '').replace(/<[^>]+>/g, '').slice(0, 160)}</p>
          )}
        </div></li>
      ))}
    </ul>
  );
}

import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { definePage, ShopLink, useLocaleHref } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';

/** Help centre (spec point 7): categories, folders, articles and search through the API's provider proxy. */
interface HelpItem { id: string | number; name?: string; title?: string; description?: string; description_text?: string }
interface SupportData { view: 'home' | 'folder' | 'article' | 'search'; items: HelpItem[]; article?: { title: string; description: string } | null; term?: string }

const HELP = '/b2c/v1/helpdesk';
const list = (value: unknown): HelpItem[] => (Array.isArray(value) ? value : []);

export function supportPage(view: SupportData['view']) {
  return definePage<SupportData>({
    meta: (d) => ({ title: d.article?.title ?? '', titleKey: d.article ? undefined : 'page.support.title', descriptionKey: 'page.support.description' }),
    loader: async ({ api, language, params, searchParams }) => {
      // Help-centre failures are logged by the API and yield nothing; the page then shows its empty state.
      const safe = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
      if (view === 'home') return { view, items: list(await safe(api.get(`${HELP}/solutions/categories/${language}`), [])) };
      if (view === 'folder') {
        const id = params['id'];
        return { view, items: id ? list(await safe(api.get(`${HELP}/solutions/folders/${encodeURIComponent(id)}/articles/${language}`), [])) : [] };
      }
      if (view === 'search') {
        const term = searchParams.get('term') ?? '';
        return { view, term, items: term ? list(await safe(api.get(`${HELP}/search/solutions/${language}`, { term }), [])) : [] };
      }
      const id = params['id'];
      const article = id ? await safe(api.get<{ title: string; description: string }>(`${HELP}/solutions/articles/${encodeURIComponent(id)}/${language}`), null) : null;
      return { view, items: [], article };
    },
    Component: SupportView,
  });
}

function SupportView({ data }: { data: SupportData }) {
  const intl = useIntl();
  const href = useLocaleHref();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page support">
      <PageHeader title={data.article?.title ?? t('page.support.title')} intro={data.article ? undefined : t('page.support.description')}>
        <Form method="get" action={href('support/search')} className="support__search" role="search">
          <label className="visually-hidden" htmlFor="support-term">{t('page.support.search')}</label>
          <input id="support-term" name="term" type="search" defaultValue={data.term} placeholder={t('page.support.search')} maxLength={100} />
          <button className="btn" type="submit">{t('common.search')}</button>
        </Form>
      </PageHeader>
      {data.article && <div className="prose" dangerouslySetInnerHTML={{ __html: data.article.description }} />}
      {!data.article && data.items.length === 0 && <EmptyState title={t('common.empty')} />}
      {data.items.length > 0 && (
        <ul className="grid support__list">
          {data.items.map((item) => (
            <li key={item.id} className="card"><div className="card__body">
              <h2 className="card__title">
                <ShopLink to={data.view === 'home' ? `support/folders/${item.id}` : `support/folders/article/${item.id}`}>{item.name ?? item.title}</ShopLink>
              </h2>
              {(item.description_text ?? item.description) && <p className="card__meta">{(item.description_text ?? item.description ?? '').replace(/<[^>]+>/g, '').slice(0, 160)}</p>}
            </div></li>
          ))}
        </ul>
      )}
    </div>
  );
}

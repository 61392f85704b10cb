import { useIntl } from 'react-intl';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate } from '@bike/shared/i18n';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { VACANCIES_QUERY, VACANCY_QUERY } from '../content-queries';

interface Vacancy { id: string; slug: string; title: string; postDate: string; employmentType: string; jobLocation: string; startDate: string; description: string; jobDescription?: string; jobBenefits?: string }

export const jobsPage = definePage<{ vacancies: Vacancy[] }>({
  meta: () => ({ title: '', titleKey: 'page.jobs.title', descriptionKey: 'page.jobs.description' }),
  loader: async ({ content, language }) => ({ vacancies: (await queryContent<{ vacancies: Vacancy[] }>(content, VACANCIES_QUERY, { language }, 'VACANCIES_FETCH_ERROR')).vacancies }),
  Component: ({ data }) => {
    const intl = useIntl();
    const { locale } = useShop();
    return (
      <div className="container page">
        <PageHeader title={intl.formatMessage({ id: 'page.jobs.title' })} intro={intl.formatMessage({ id: 'page.jobs.description' })} />
        {data.vacancies.length === 0 ? <EmptyState title={intl.formatMessage({ id: 'common.empty' })} /> : (
          <ul className="list-rows">
            {data.vacancies.map((v) => (
              <li key={v.id} className="list-row">
                <div><h2 className="card__title"><ShopLink to={`jobs/${v.id}`}>{v.title}</ShopLink></h2><p className="card__meta">{v.jobLocation} · {v.employmentType}</p></div>
                <span className="card__meta">{formatDate(v.postDate, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});

export const jobPage = definePage<{ vacancy: Vacancy }>({
  meta: (d) => ({ title: d.vacancy.title, description: d.vacancy.description.replace(/<[^>]+>/g, '').slice(0, 160) }),
  loader: async ({ content, language, params }) => {
    const data = await queryContent<{ vacancy: Vacancy | null }>(content, VACANCY_QUERY, { language, id: params['id'] }, 'VACANCIES_FETCH_ERROR');
    if (!data.vacancy) throw new PageNotFoundError('VACANCIES_FETCH_ERROR');
    return { vacancy: data.vacancy };
  },
  Component: ({ data: { vacancy } }) => (
    <article className="container page">
      <PageHeader eyebrow={`${vacancy.jobLocation} · ${vacancy.employmentType}`} title={vacancy.title} />
      <div className="prose" dangerouslySetInnerHTML={{ __html: vacancy.description }} />
      {vacancy.jobDescription && <div className="prose" dangerouslySetInnerHTML={{ __html: vacancy.jobDescription }} />}
      {vacancy.jobBenefits && <div className="prose" dangerouslySetInnerHTML={{ __html: vacancy.jobBenefits }} />}
    </article>
  ),
});

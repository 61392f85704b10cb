import { useIntl } from 'react-intl';
import { BRAND_SHORT_NAMES, isBrand } from '@bike/shared/brand';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate } from '@bike/shared/i18n';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { IMAGE } from '../content-queries';
import { ApplyForJob } from './apply-for-job';
import { jobPostingJsonLd, type VacancyForJsonLd } from './job-posting';

// The jobs queries live with the jobs pages, so the other content pages do not carry them.
const VACANCIES_QUERY = `query Vacancies($language: String) {
  vacancies(language: $language, limit: 50) { id slug title postDate employmentType jobLocation startDate vacancyImage { ${IMAGE} } description }
}`;

const VACANCY_QUERY = `query Vacancy($language: String, $id: ID, $slug: String) {
  vacancy(language: $language, id: $id, slug: $slug) {
    id slug title postDate description jobDescription jobBenefits employmentType employmentTypeCode jobLocation startDate vacancyImage { ${IMAGE} }
    jobAddress { streetAddress postalCode locality country }
  }
}`;

interface Vacancy extends VacancyForJsonLd { id: string; slug: string; employmentType: string; jobLocation: string; startDate: string }

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
  meta: (d, { brand }) => ({
    title: d.vacancy.title,
    description: d.vacancy.description.replace(/<[^>]+>/g, '').slice(0, 160),
    jsonLd: jobPostingJsonLd(d.vacancy, isBrand(brand) ? BRAND_SHORT_NAMES[brand] : brand),
  }),
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
      <ApplyForJob vacancyId={vacancy.id} path={`jobs/${vacancy.id}`} />
    </article>
  ),
});

import { useIntl } from 'react-intl';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, ShopLink } from '@bike/shared/remote-kit';
import { Card, EmptyState, PageHeader } from '@bike/shared/ui';
import { IMAGE, type ContentImage } from '../content-queries';

const PROJECTS_QUERY = `query Projects($language: String) {
  projects(language: $language, limit: 50) { id title subtitle postDate heroImage { ${IMAGE} } logo { ${IMAGE} } }
}`;
const PROJECT_QUERY = `query Project($language: String, $id: ID!) {
  project(language: $language, id: $id) { id title subtitle postDate description extraInfo heroImage { ${IMAGE} } logo { ${IMAGE} } projectUrls { siteTitle siteUrl } }
}`;

interface Project { id: string; title: string; subtitle: string; postDate: string; description?: string; extraInfo?: string; heroImage?: ContentImage | null; projectUrls?: { siteTitle: string; siteUrl: string }[] }

export const projectsPage = definePage<{ projects: Project[] }>({
  meta: () => ({ title: '', titleKey: 'page.projects.title', descriptionKey: 'page.projects.description' }),
  loader: async ({ content, language }) => ({ projects: (await queryContent<{ projects: Project[] }>(content, PROJECTS_QUERY, { language }, 'PROJECTS_FETCH_ERROR')).projects }),
  Component: ({ data }) => {
    const intl = useIntl();
    return (
      <div className="container page">
        <PageHeader title={intl.formatMessage({ id: 'page.projects.title' })} intro={intl.formatMessage({ id: 'page.projects.description' })} />
        {data.projects.length === 0 ? <EmptyState title={intl.formatMessage({ id: 'common.empty' })} /> : (
          <div className="grid">
            {data.projects.map((p) => (
              <Card key={p.id} title={<ShopLink to={`about/projects/${p.id}`}>{p.title}</ShopLink>} meta={p.subtitle} image={p.heroImage ? { src: p.heroImage.url, alt: p.heroImage.alt } : undefined} />
            ))}
          </div>
        )}
      </div>
    );
  },
});

export const projectPage = definePage<{ project: Project }>({
  meta: (d) => ({ title: d.project.title, description: d.project.subtitle }),
  loader: async ({ content, language, params }) => {
    const data = await queryContent<{ project: Project | null }>(content, PROJECT_QUERY, { language, id: params['id'] }, 'PROJECT_FETCH_ERROR');
    if (!data.project) throw new PageNotFoundError('PROJECT_FETCH_ERROR');
    return { project: data.project };
  },
  Component: ({ data: { project } }) => (
    <article className="container page">
      <PageHeader eyebrow={project.subtitle} title={project.title} />
      {project.heroImage && <img className="article__hero" src={project.heroImage.url} alt={project.heroImage.alt} width={1800} height={1000} fetchPriority="high" />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: project.description ?? '' }} />
      {project.extraInfo && <div className="prose" dangerouslySetInnerHTML={{ __html: project.extraInfo }} />}
      <ul>{project.projectUrls?.map((u) => <li key={u.siteUrl}><a href={u.siteUrl} rel="noopener">{u.siteTitle}</a></li>)}</ul>
    </article>
  ),
});

import { useIntl } from 'react-intl';
import { definePage } from '@bike/shared/remote-kit';
import { CmsPageView, cmsPageMeta, loadCmsPage, type CmsPageData } from '../pages/cms-page';
import { deferredHydration } from './deferred-hydration';

// The form: server-rendered, its code (schema, validation, captcha) fetched once the page is idle.
const form = deferredHydration<Record<string, never>>(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/**
 * /contact: the content team's page (how customer service works, the order number, the
 * experience centre) and, after it, the form to write to customer service (issue 32 item 13).
 */
export const contactPage = definePage<CmsPageData>({
  meta: cmsPageMeta,
  loader: async (ctx) => (await Promise.all([loadCmsPage(ctx, { slug: () => 'contact', titleKey: 'page.contact.title' }), form.preload()]))[0],
  Component: ({ data }) => {
    const intl = useIntl();
    return (
      <CmsPageView data={data}>
        <section className="container contact-forms" id="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{intl.formatMessage({ id: 'contact.form.title' })}</h2>
          <form.Deferred />
        </section>
      </CmsPageView>
    );
  },
});

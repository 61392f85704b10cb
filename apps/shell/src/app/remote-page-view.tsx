import { useEffect } from 'react';
import { useLoaderData, useMatches, useParams, useRevalidator } from 'react-router';
import { useIntl } from 'react-intl';
import { findLocale, overlayMessages, PageIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { PageSkeleton } from '@bike/shared/ui';
import type { ShopRoute } from '@bike/shared/routing';
import { pageKey, remoteMessagesKey, useShellEnv } from './shell-env';
import type { PageLoaderData } from './create-routes';
import { resolvePageMeta } from './page-title';

/**
 * Renders the current route's page from its remote with the data its loader returned, inside a
 * provider whose catalogue is the shell's with the remote's own texts over it (both loaded by the
 * route's loader, see loadPageModule).
 */
export function RemotePageView() {
  const env = useShellEnv();
  const intl = useIntl();
  const loaderData = useLoaderData() as PageLoaderData;
  const matches = useMatches();
  const params = useParams();
  const route = (matches[matches.length - 1]?.handle as { route: ShopRoute }).route;
  const revalidator = useRevalidator();
  const page = env.pageCache.get(pageKey(route));
  const language = findLocale(params['locale'])?.language ?? 'en';
  const messages = overlayMessages(intl.messages as Catalogue, env.remoteMessages.get(remoteMessagesKey(route.remote, language, route.page)));

  const title = resolvePageMeta(loaderData.meta, messages, env.brandName).title;
  useEffect(() => {
    document.title = title;
  }, [title]);

  // A page that renders in the browser only: the server sent its shell, now load its data here.
  useEffect(() => {
    if (loaderData.clientOnly && revalidator.state === 'idle') revalidator.revalidate();
  }, [loaderData.clientOnly]); // eslint-disable-line react-hooks/exhaustive-deps

  // A page rendered in the browser only (cart, checkout, login, account: issue 34) holds at least
  // one screen from its server placeholder to its content, so the footer stays below the fold and
  // nothing on screen moves when the content (short or long) replaces the placeholder.
  const clientRendered = route.ssr === false;
  const skeleton = <PageSkeleton label={intl.formatMessage({ id: 'common.loadingPage' })} />;
  if (!page || loaderData.clientOnly) return clientRendered ? <div className="remote-page remote-page--client">{skeleton}</div> : skeleton;
  const Page = page.Component;
  return (
    <PageIntlProvider messages={messages}>
      <div className={clientRendered ? 'remote-page remote-page--client' : 'remote-page'} data-remote={route.remote} data-page={route.page}>
        <Page data={loaderData.data} />
      </div>
    </PageIntlProvider>
  );
}

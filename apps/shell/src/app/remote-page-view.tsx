import { useEffect } from 'react';
import { useLoaderData, useMatches, useRevalidator } from 'react-router';
import { useIntl } from 'react-intl';
import { PageSkeleton } from '@bike/shared/ui';
import type { ShopRoute } from '@bike/shared/routing';
import { pageKey, useShellEnv } from './shell-env';
import type { PageLoaderData } from './create-routes';
import { resolvePageMeta } from './page-title';

/** Renders the current route's page from its remote with the data its loader returned. */
export function RemotePageView() {
  const env = useShellEnv();
  const intl = useIntl();
  const loaderData = useLoaderData() as PageLoaderData;
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as { route: ShopRoute }).route;
  const revalidator = useRevalidator();
  const page = env.pageCache.get(pageKey(route));

  const title = resolvePageMeta(loaderData.meta, intl.messages as Record<string, string>, env.brandName).title;
  useEffect(() => {
    document.title = title;
  }, [title]);

  // A page that renders in the browser only: the server sent its shell, now load its data here.
  useEffect(() => {
    if (loaderData.clientOnly && revalidator.state === 'idle') revalidator.revalidate();
  }, [loaderData.clientOnly]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!page || loaderData.clientOnly) return <PageSkeleton label={intl.formatMessage({ id: 'common.loadingPage' })} />;
  const Page = page.Component;
  return (
    <div className="remote-page" data-remote={route.remote} data-page={route.page}>
      <Page data={loaderData.data} />
    </div>
  );
}

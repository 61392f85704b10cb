import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useIntl } from 'react-intl';
import { ErrorBox } from '@bike/shared/ui';
import { ErrorPage, NotFoundPage } from './error-page';

interface RouteErrorBody {
  code?: string;
  message?: string;
  remote?: string;
}

/**
 * Error boundary of each page route. It renders inside the layout, so header, footer, menu and
 * cart keep working when a page fails, including when its remote cannot be loaded at all.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  if (isRouteErrorResponse(error)) {
    const body = (error.data ?? {}) as RouteErrorBody;
    if (error.status === 404) return <NotFoundPage code={body.code} />;
    if (error.status === 403) return <ErrorPage message={intl.formatMessage({ id: 'error.notAuthorized' })} status={403} />;
    if (body.code === 'REMOTE_UNAVAILABLE') {
      return (
        <div className="container page" data-remote-error={body.remote}>
          <ErrorBox title={intl.formatMessage({ id: 'error.oops' })}>
            <p>{intl.formatMessage({ id: 'error.remoteUnavailable' })}</p>
          </ErrorBox>
        </div>
      );
    }
    return <ErrorPage message={body.message} status={error.status} />;
  }
  console.error('[shell] page error', error);
  return <ErrorPage message={error instanceof Error ? error.message : undefined} status={500} />;
}

/** The locale route failed: an unknown prefix (404) or a failure of the shell itself. */
export function LocaleErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="standalone-error">
      {status === 404 ? <NotFoundPage /> : <ErrorPage status={status} message={error instanceof Error ? error.message : undefined} />}
    </main>
  );
}

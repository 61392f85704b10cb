import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { brandFeature, resolveBrand } from '@bike/shared/brand';
import { useShop } from '@bike/shared/remote-kit';

/**
 * The error page of spec point 2: "Oops", the explanation, the message if any; two brands also
 * show a home button (a brand variant). If rendering it fails, a plain fallback with a home link.
 */
export function ErrorPage({ message, status, title }: { message?: string; status?: number; title?: string }) {
  return (
    <ErrorPageGuard>
      <ErrorPageContent message={message} status={status} title={title} />
    </ErrorPageGuard>
  );
}

function ErrorPageContent({ message, status, title }: { message?: string; status?: number; title?: string }) {
  const intl = useIntl();
  const { brand, locale } = useShop();
  const showHomeButton = brandFeature(resolveBrand(brand), 'errorPageHomeButton');
  return (
    <section className="container page error-page" aria-labelledby="error-title" data-status={status}>
      {title && <p className="eyebrow">{title}</p>}
      <h1 id="error-title">{intl.formatMessage({ id: 'error.oops' })}</h1>
      <p className="error-page__lead">{intl.formatMessage({ id: 'error.generic' })}</p>
      {message && <p className="error-page__message">{message}</p>}
      {showHomeButton && (
        <a className="btn" href={`/${locale}`}>
          {intl.formatMessage({ id: 'error.home' })}
        </a>
      )}
    </section>
  );
}

export function NotFoundPage({ code }: { code?: string }) {
  const intl = useIntl();
  const message = code && code !== 'NOT_FOUND' && code !== 'UNKNOWN_LOCALE' && intl.messages[`codes.${code}`]
    ? intl.formatMessage({ id: `codes.${code}` })
    : undefined;
  return <ErrorPage status={404} title={intl.formatMessage({ id: 'error.notFoundTitle' })} message={message} />;
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container page">
        <p>An error occurred while showing the error page</p>
        <a href="/">Home</a>
      </section>
    );
  }
}

import { REGISTRATION_STATUSES, type BikeRegistrationAdminPage, type RegistrationStatus } from '@bike/shared/domain/bike-registration';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { Form } from 'react-router';
import { StatusBadge, useAdminText } from '../admin-kit';

type RegistrationsData = { status: RegistrationStatus | ''; q: string; page: number; list: BikeRegistrationAdminPage | null };

/** A waiting registration the rider changed and sent again (after a rejection or an edit) gets the "changed" review. */
const wasChanged = (r: { status: string; createdAt: string; updatedAt: string }) => r.status === 'submitted' && Date.parse(r.updatedAt) - Date.parse(r.createdAt) > 1000;

const statusOf = (raw: string | null): RegistrationStatus | '' => ((REGISTRATION_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as RegistrationStatus) : '');

/**
 * /admin/bike-registrations (issue 15 item 4): every rider's registrations, the waiting ones
 * first (oldest first), searchable by serial or email; each opens its review page.
 */
export const registrationsPage = definePage<RegistrationsData>({
  meta: () => ({ title: '', titleKey: 'admin.bikeRegistrations' }),
  loader: async ({ api, searchParams }) => {
    const status = statusOf(searchParams.get('status') ?? 'submitted');
    const q = (searchParams.get('q') ?? '').trim().slice(0, 100);
    const page = /^\d{1,4}$/.test(searchParams.get('page') ?? '') ? Math.min(1000, Math.max(1, Number(searchParams.get('page')))) : 1;
    try {
      const list = await api.get<BikeRegistrationAdminPage>('/b2c/v1/warranty/registrations', { scope: 'all', status: status || undefined, q: q || undefined, page });
      return { status, q, page, list };
    } catch {
      return { status, q, page, list: null };
    }
  },
  Component: ({ data }) => {
    const { t, stamp } = useAdminText();
    const link = (over: Record<string, string>) => {
      const query = new URLSearchParams({ status: data.status || 'all', ...(data.q ? { q: data.q } : {}), ...over });
      return `admin/bike-registrations?${query}`;
    };
    return (
      <div className="page admin-page admin-registrations" data-testid="admin-page">
        <PageHeader title={t('admin.bikeRegistrations')} intro={t('admin.registrations.intro')} />
        <nav className="admin-tabs" aria-label={t('admin.status')}>
          {[...REGISTRATION_STATUSES, ''].map((s) => (
            <ShopLink key={s || 'all'} to={link({ status: s || 'all', page: '1' })} aria-current={s === data.status ? 'page' : undefined}>
              {s ? t(`admin.registrationStatus.${s}`) : t('admin.orders.filter.any')}
            </ShopLink>
          ))}
        </nav>
        <Form method="get" className="admin-filters" role="search" aria-label={t('admin.registrations.search')}>
          <input type="hidden" name="status" value={data.status || 'all'} />
          <label className="admin-field admin-field--wide">
            <span>{t('admin.orders.filter.q')}</span>
            <input type="search" name="q" defaultValue={data.q} maxLength={100} placeholder={t('admin.registrations.searchHint')} />
          </label>
          <div className="admin-filters__actions"><button type="submit" className="btn btn--primary">{t('admin.orders.filter.apply')}</button></div>
        </Form>
        {!data.list ? (
          <ErrorBox title={t('error.somethingWrong')} />
        ) : data.list.registrations.length === 0 ? (
          <EmptyState title={t('admin.registrations.none')} />
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="registrations-table">
                <caption className="visually-hidden">{t('admin.bikeRegistrations')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.registrations.serial')}</th>
                    <th scope="col">{t('admin.registrations.bike')}</th>
                    <th scope="col">{t('admin.registrations.owner')}</th>
                    <th scope="col">{t('admin.registrations.sent')}</th>
                    <th scope="col">{t('admin.orders.col.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.registrations.map((r) => (
                    <tr key={r.id}>
                      <th scope="row"><ShopLink to={`admin/update/${wasChanged(r) ? 'bike-registration-update' : 'bike-registration'}?id=${r.id}`}>{r.serialNumber}</ShopLink></th>
                      <td>{r.bike.title}{r.bike.size ? ` · ${r.bike.size}` : ''}{r.contestEntry ? <><br /><span className="card__meta">{t('admin.registrations.contest')}</span></> : null}</td>
                      <td>{r.owner.firstName} {r.owner.lastName}<br /><span className="card__meta">{r.owner.email}</span></td>
                      <td className="admin-table__nowrap"><time dateTime={r.createdAt}>{stamp(r.createdAt)}</time></td>
                      <td><StatusBadge status={r.status} label={t(`admin.registrationStatus.${r.status}`)} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.list.pages > 1 && (
              <nav className="admin-pager" aria-label={t('admin.pages')}>
                {data.page > 1 && <ShopLink to={link({ page: String(data.page - 1) })} rel="prev">{t('admin.previous')}</ShopLink>}
                <span>{t('admin.pageOf', { page: data.list.page, pages: data.list.pages })}</span>
                {data.page < data.list.pages && <ShopLink to={link({ page: String(data.page + 1) })} rel="next">{t('admin.next')}</ShopLink>}
              </nav>
            )}
          </>
        )}
      </div>
    );
  },
});

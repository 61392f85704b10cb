import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '@bike/shared/api-client';
import type { AdminAuditEntry, AdminAuditPage } from '@bike/shared/domain/admin-audit';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { nl as sharedDutch } from '@bike/shared/i18n/messages/nl';
import { ShopContextProvider, type LoaderContext, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as adminEnglish } from '../messages/en';
import { nl as adminDutch } from '../messages/nl';
import { auditPage, type AuditData } from './audit-page';

const ORDER = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const REGISTRATION = '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a09';
const entries: AdminAuditEntry[] = [
  { id: 'e4', at: '2026-03-04T09:00:00.000Z', admin: 'admin@example.com', action: 'registration.rejected', subject: { type: 'bike-registration', id: REGISTRATION, label: '1009153' }, before: { status: 'submitted', reason: null }, after: { status: 'rejected', reason: 'persons' } },
  { id: 'e3', at: '2026-03-03T09:00:00.000Z', admin: 'admin@example.com', action: 'user.update', subject: { type: 'user', id: 'u1', label: 'rider@example.com' }, before: null, after: { fields: ['firstName', 'password'] } },
  { id: 'e2', at: '2026-03-02T09:00:00.000Z', admin: 'lead@example.com', action: 'order.status', subject: { type: 'order', id: ORDER, label: 'ARD-7K3M9QX2' }, before: { status: 'paid', paymentStatus: 'paid' }, after: { status: 'cancelled', paymentStatus: 'paid' } },
  { id: 'e1', at: '2026-03-01T09:00:00.000Z', admin: 'lead@example.com', action: 'fanzone.approved', subject: { type: 'fanzone-submission', id: 'f1', label: null }, before: { status: 'submitted' }, after: { status: 'approved' } },
];

function show(data: AuditData) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', brand: 'ardenne', api: {} } as unknown as ShopContextValue;
  const Page = auditPage.Component;
  const router = createMemoryRouter([{ path: '*', element: <Page data={data} /> }], { initialEntries: ['/nl_BE/admin/audit'] });
  render(
    <ShopContextProvider value={shop}>
      <IntlProvider locale="nl-BE" messages={{ ...sharedEnglish, ...adminEnglish, ...sharedDutch, ...adminDutch }}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ShopContextProvider>,
  );
}

const loaderContext = (search: string, get: jest.Mock) => ({ searchParams: new URLSearchParams(search), api: { get } as unknown as ApiClient }) as unknown as LoaderContext;

describe('audit log page (issue 32)', () => {
  it('lists each action with when, who, its target by name (linked to its page) and what changed, in the admin\'s words', () => {
    show({ query: {}, filters: { page: 1 } as AuditData['filters'], log: { entries, page: 1, pages: 1, total: 4 }, problems: [] });
    const rows = within(screen.getByTestId('audit-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Registratie afgewezen', 'Account gewijzigd', 'Bestelstatus gewijzigd', 'Fanzonefoto goedgekeurd']);
    expect(rows[0]!.textContent).toContain(`Wachtend → Afgewezen (${adminDutch['admin.registrations.reason.persons']})`);
    expect(within(rows[0]!).getByRole('link', { name: '1009153' }).getAttribute('href')).toBe(`/nl_BE/admin/update/bike-registration?id=${REGISTRATION}`);
    expect(rows[1]!.textContent).toContain('Gewijzigd: voornaam, wachtwoord');
    expect(within(rows[2]!).getByRole('link', { name: 'ARD-7K3M9QX2' }).getAttribute('href')).toBe(`/nl_BE/admin/orders?order=${ORDER}`);
    expect(rows[2]!.textContent).toContain('Betaald → Geannuleerd');
    expect(rows[3]!.textContent).toContain('bestaat niet meer');
    expect(screen.getByRole('status').textContent).toBe('4 handelingen');
  });

  it('offers every action kind and target kind as a filter, with the URL\'s values filled in', () => {
    show({ query: { action: 'order.status', who: 'lead' }, filters: null, log: { entries: [], page: 1, pages: 1, total: 0 }, problems: [] });
    const form = screen.getByRole('search', { name: 'Logboek filteren' });
    expect((within(form).getByLabelText('Handeling') as HTMLSelectElement).value).toBe('order.status');
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toContain('Overschrijving ontvangen');
    expect((within(form).getByLabelText('Wie') as HTMLInputElement).value).toBe('lead');
    expect(screen.getByText('Geen handelingen voldoen aan deze filters.')).toBeTruthy();
  });

  it('pages through the log with the filters kept', () => {
    show({ query: { who: 'lead', page: '2' }, filters: null, log: { entries, page: 2, pages: 3, total: 120 }, problems: [] });
    const pager = screen.getByRole('navigation', { name: adminDutch['admin.pages'] });
    expect(within(pager).getByRole('link', { name: adminDutch['admin.next'] }).getAttribute('href')).toBe('/nl_BE/admin/audit?who=lead&page=3');
    expect(within(pager).getByRole('link', { name: adminDutch['admin.previous'] }).getAttribute('href')).toBe('/nl_BE/admin/audit?who=lead&page=1');
  });

  it('reads the URL with the API\'s schema: a bad filter is named, not sent; good ones are', async () => {
    const get = jest.fn(async (): Promise<AdminAuditPage> => ({ entries: [], page: 1, pages: 1, total: 0 }));
    expect((await auditPage.loader!(loaderContext('action=order.delete', get))).problems).toEqual(['Action is invalid']);
    expect((await auditPage.loader!(loaderContext('from=2026-03-05&to=2026-03-01', get))).problems).toEqual(['To is invalid']);
    expect(get).not.toHaveBeenCalled();
    await auditPage.loader!(loaderContext('who=%20Lead%20&action=order.status&page=1&utm_source=mail', get));
    expect(get).toHaveBeenCalledWith('/b2c/v1/admin/audit', { who: 'Lead', action: 'order.status' });
  });
});

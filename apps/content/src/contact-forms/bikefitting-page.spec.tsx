import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import type { Dealer } from '@bike/shared/domain/catalogue-filter';
import { FITTING_DAYS_AHEAD } from '@bike/shared/domain/contact-requests';
import { nl as sharedDutch } from '@bike/shared/i18n/messages/nl';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { createStore, ShopStoreProvider, storageRestoredAtom, userLocationAtom } from '@bike/shared/store';
import { nl as contentDutch } from '../messages/nl';
import { nl as formsDutch } from './messages/nl';
import { loadFitters, type FittersNearby } from './fitting-dealers';
import FittingSection from './fitting-section';

jest.mock('@bike/shared/ui/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha')}>
      captcha oplossen
    </button>
  ),
}));

const dealer = (id: number, name: string, city: string, distance: number): Dealer => ({
  id, cusid: `C${id}`, extid: `BE${id}`, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id}`, name, type: 'dealer', street: 'Markt', number: '1', postalCode: '3580', city, country: 'BE',
  lat: 51, lng: 5, phone: '+32 11 12 34 56', website: null, address: ['Markt 1', `3580 ${city}`], services: ['repair', 'bikefitting'], distance,
});
const HASSELT = dealer(1, 'Velo Hasselt', 'Hasselt', 12.4);
const GENK = dealer(2, 'Fietsen Genk', 'Genk', 21);
const GHENT = dealer(3, 'Velo Gent', 'Gent', 2.1);

const fitters = (overrides: Partial<FittersNearby> = {}): FittersNearby => ({
  q: '', origin: { lat: 51.047, lng: 5.182, name: 'Beringen', chosen: false }, placeNotFound: false, country: 'BE', dealers: [HASSELT, GENK], failed: false, chosen: '', ...overrides,
});

function show(data: FittersNearby, api: Record<string, jest.Mock>, store = createStore()) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: api as unknown as ApiClient, content: {} as ShopContextValue['content'], preview: false };
  render(
    <MemoryRouter initialEntries={['/nl_BE/bikefitting']}>
      <ShopStoreProvider store={store}>
        <ShopContextProvider value={shop}>
          <IntlProvider locale="nl-BE" messages={{ ...sharedDutch, ...contentDutch, ...formsDutch }}>
            <FittingSection fitters={data} />
          </IntlProvider>
        </ShopContextProvider>
      </ShopStoreProvider>
    </MemoryRouter>,
  );
}

const form = () => within(screen.getByTestId('fitting-form'));
const type = (label: string, value: string) => fireEvent.change(form().getByLabelText(label, { exact: false }), { target: { value } });
const send = async () => {
  await act(async () => {
    fireEvent.click(form().getByRole('button', { name: 'Aanvraag versturen' }));
  });
};
const errorOf = (label: string) => {
  const field = form().getByLabelText(label, { exact: false });
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${field.id}-error`)?.textContent : null;
};
const localDay = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe("the bike-fitting page's fitters and request", () => {
  it('lists the fitters of the country nearest first, each a link that chooses it for the request', async () => {
    show(fitters(), { get: jest.fn(), post: jest.fn() });
    expect(screen.getByText('In je land. Zoek je gemeente om de dichtstbijzijnde eerst te zien.')).toBeTruthy();
    const cards = screen.getAllByTestId('fitting-dealer');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Velo Hasselt', 'Fietsen Genk']);
    expect(within(cards[0]!).getByText('12,4 km')).toBeTruthy();
    const ask = within(cards[1]!).getByRole('link', { name: 'Vraag Fietsen Genk om een afspraak' });
    // Without script the link still chooses the dealer: the page reads ?dealer= on the server.
    expect(ask.getAttribute('href')).toBe(`/nl_BE/bikefitting?dealer=${GENK.slug}#fitting-request`);
    fireEvent.click(ask);
    expect((form().getByLabelText('Dealer') as HTMLSelectElement).value).toBe(GENK.slug);
    expect(document.activeElement).toBe(form().getByLabelText('Dealer'));
    expect(within(screen.getAllByTestId('fitting-dealer')[1]!).getByText(/Gekozen/)).toBeTruthy();
  });

  it('asks for a dealer and a day, and names the days a fitting may be asked for', async () => {
    const post = jest.fn();
    show(fitters(), { get: jest.fn(), post });
    type('Naam', 'Lotte');
    type('E-mail', 'lotte@example.com');
    type('Eerste keuze', localDay(FITTING_DAYS_AHEAD + 5));
    await send();
    expect(post).not.toHaveBeenCalled();
    expect(errorOf('Dealer')).toBe('Kies een dealer');
    const window = `Kies een dag van ${new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())}`;
    expect(errorOf('Eerste keuze')).toContain(window);
    expect(screen.getByText('3 velden vragen je aandacht.')).toBeTruthy();
    expect((form().getByLabelText('Naam') as HTMLInputElement).value).toBe('Lotte');
  });

  it('sends the chosen dealer\'s codes with the days, then names the dealer and the reference', async () => {
    const post = jest.fn(async () => ({ sent: true, reference: 'FT-K7QM2XTV', receiptSent: true }));
    show(fitters({ chosen: HASSELT.slug }), { get: jest.fn(), post });
    type('Naam', 'Lotte Peeters');
    type('E-mail', 'lotte@example.com');
    type('Eerste keuze', localDay(7));
    type('Moment van de dag', 'evening');
    fireEvent.click(form().getByRole('button', { name: 'captcha oplossen' }));
    await send();
    expect(post).toHaveBeenCalledWith('/b2c/v1/dealers/fitting-request', expect.objectContaining({
      cusid: 'C1', extid: 'BE1', name: 'Lotte Peeters', firstDate: localDay(7), secondDate: '', timeOfDay: 'evening', captcha: 'solved-captcha', locale: 'nl_BE',
    }));
    expect(screen.getByTestId('fitting-sent').textContent).toContain('Je aanvraag is onderweg naar Velo Hasselt');
    expect(screen.getByTestId('fitting-sent').textContent).toContain('FT-K7QM2XTV');
  });

  it('says so when the dealer turns out not to offer fitting, keeping what was typed', async () => {
    const post = jest.fn(async () => {
      throw new ApiClientError(422, 'FITTING_NOT_OFFERED', 'This dealer does not offer bike fitting', 'fittingNotOffered');
    });
    show(fitters({ chosen: GENK.slug }), { get: jest.fn(), post });
    type('Naam', 'Lotte Peeters');
    type('E-mail', 'lotte@example.com');
    type('Eerste keuze', localDay(7));
    type('Bericht', 'Knieklachten na twee uur.');
    fireEvent.click(form().getByRole('button', { name: 'captcha oplossen' }));
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Deze dealer biedt geen bikefitting aan. Kies een andere.');
    expect((form().getByLabelText('Bericht', { exact: false }) as HTMLTextAreaElement).value).toBe('Knieklachten na twee uur.');
  });

  it('measures from the place the shopper chose before, once the stored place is restored', async () => {
    const get = jest.fn(async () => [GHENT]);
    const store = createStore();
    store.set(userLocationAtom, { type: 'SEARCH', lat: 51.054, lng: 3.725, readableLocation: 'Gent', placeNames: { fr: 'Gand' }, timestamp: 1 });
    store.set(storageRestoredAtom, true);
    show(fitters(), { get, post: jest.fn() }, store);
    expect(await screen.findByText('Dichtst bij Gent')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/b2c/v1/dealers', expect.objectContaining({ lat: '51.05400', lng: '3.72500', service: 'bikefitting', type: 'dealer' }));
    expect(screen.getAllByTestId('fitting-dealer').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Velo Gent']);
  });

  it('keeps the server\'s list for a first visit (the fallback place is nobody\'s choice)', async () => {
    const get = jest.fn();
    const store = createStore();
    store.set(storageRestoredAtom, true);
    show(fitters(), { get, post: jest.fn() }, store);
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
  });
});

describe('loadFitters', () => {
  it('finds a searched town and lists the fitters nearest it, in any country', async () => {
    const get = jest.fn(async (path: string) => (path === '/b2c/v1/dealers/places' ? [{ name: 'Gent', lat: 51.0543, lng: 3.7174 }] : [GHENT]));
    const found = await loadFitters({ get } as unknown as ApiClient, 'nl_BE', 'BE', new URLSearchParams('q=gent'));
    expect(found).toMatchObject({ q: 'gent', origin: { name: 'Gent', chosen: true }, country: null, dealers: [GHENT], placeNotFound: false });
    expect(get).toHaveBeenLastCalledWith('/b2c/v1/dealers', expect.objectContaining({ lat: '51.05430', lng: '3.71740', service: 'bikefitting', country: undefined }));
  });

  it('keeps to the page\'s country from the default place when the town is unknown', async () => {
    const get = jest.fn(async (path: string) => (path === '/b2c/v1/dealers/places' ? [] : [HASSELT]));
    const found = await loadFitters({ get } as unknown as ApiClient, 'de_CH', 'CH', new URLSearchParams('q=atlantis'));
    expect(found).toMatchObject({ placeNotFound: true, origin: { name: 'Beringen', chosen: false }, country: 'CH' });
    expect(get).toHaveBeenLastCalledWith('/b2c/v1/dealers', expect.objectContaining({ country: 'CH' }));
  });

  it('adds a dealer named by ?dealer= when it offers fitting, and ignores one that does not', async () => {
    const far = { ...dealer(9, 'Velo Aarlen', 'Arlon', 0), distance: null, openingHours: {}, brands: ['ardenne'] };
    const get = jest.fn(async (path: string) => (path.startsWith('/consumer/v1/dealers/') ? far : [HASSELT]));
    const found = await loadFitters({ get } as unknown as ApiClient, 'nl_BE', 'BE', new URLSearchParams(`dealer=${far.slug}`));
    expect(found.chosen).toBe(far.slug);
    expect(found.dealers.map((d) => d.slug)).toEqual([far.slug, HASSELT.slug]);
    expect(found.dealers[0]).not.toHaveProperty('openingHours');

    get.mockImplementation(async (path: string) => (path.startsWith('/consumer/v1/dealers/') ? { ...far, services: ['repair'] } : [HASSELT]));
    const refused = await loadFitters({ get } as unknown as ApiClient, 'nl_BE', 'BE', new URLSearchParams(`dealer=${far.slug}`));
    expect([refused.chosen, refused.dealers.length]).toEqual(['', 1]);
  });

  it('shows a failed dealer call as such, never breaking the page', async () => {
    const get = jest.fn(async () => {
      throw new Error('down');
    });
    const found = await loadFitters({ get } as unknown as ApiClient, 'nl_BE', 'BE', new URLSearchParams());
    expect(found).toMatchObject({ failed: true, dealers: [] });
  });
});

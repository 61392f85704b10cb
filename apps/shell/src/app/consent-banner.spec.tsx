import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '@bike/shared/i18n';
import { createStore, ShopStoreProvider, storageRestoredAtom } from '@bike/shared/store';
import { ConsentBanner } from './consent-banner';
import { ShellEnvProvider, type ShellEnv } from './shell-env';

function renderBanner() {
  const store = createStore();
  store.set(storageRestoredAtom, true);
  render(
    <MemoryRouter>
      <ShopStoreProvider store={store}>
        <IntlProvider locale="nl-BE" messages={en}>
          <ShellEnvProvider value={{ consentDecided: false } as ShellEnv}>
            <ConsentBanner />
          </ShellEnvProvider>
        </IntlProvider>
      </ShopStoreProvider>
    </MemoryRouter>,
  );
}

describe('consent banner and toasts (issue 32)', () => {
  const height = () => document.documentElement.style.getPropertyValue('--consent-banner-height');

  it('tells the page its height while open, so toasts stand above its buttons, and forgets it once answered', () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 371.4 } as DOMRect);
    renderBanner();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(height()).toBe('372px');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: en['common.consent.acceptAll'] as string }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(height()).toBe('');
    rect.mockRestore();
  });
});

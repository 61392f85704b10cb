import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en, nl } from '../testing';
import loginPage from './login-page';

function renderLogin(post: jest.Mock) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', brand: 'ardenne', api: { post } } as unknown as ShopContextValue;
  const Page = loginPage.Component;
  return render(
    <IntlProvider locale="nl" messages={{ ...en, ...nl }}>
      <MemoryRouter initialEntries={['/nl_BE/account/login']}>
        <ShopContextProvider value={shop}>
          <Page data={null} />
        </ShopContextProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('login page', () => {
  it("checks the fields with the API's rules, in the visitor's language, before sending anything", async () => {
    const post = jest.fn();
    renderLogin(post);
    fireEvent.change(screen.getByLabelText(nl['account.email'] ?? en['account.email']), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: nl['account.login'] ?? en['account.login'] }));
    await waitFor(() => expect(document.getElementById('email-error')?.textContent).toContain('not-an-address'));
    expect(document.getElementById('password-error')?.textContent).toBeTruthy();
    expect(screen.getByLabelText(nl['account.email'] ?? en['account.email']).getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the checked values (trimmed address) once they pass', async () => {
    const post = jest.fn(() => new Promise(() => undefined));
    renderLogin(post);
    fireEvent.change(screen.getByLabelText(nl['account.email'] ?? en['account.email']), { target: { value: '  rider@example.com ' } });
    fireEvent.change(screen.getByLabelText(nl['account.password'] ?? en['account.password']), { target: { value: 'Secret-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: nl['account.login'] ?? en['account.login'] }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/b2c/v1/auth/login', expect.objectContaining({ password: 'Secret-2026!' })));
    expect((post.mock.calls[0] as unknown[])[1]).toMatchObject({ email: expect.stringMatching(/^rider@example\.com$/) });
  });
});

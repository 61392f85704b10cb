import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en, nl } from '../testing';
import { SocialLoginLinks, SocialLoginNotice, socialRedirectOf } from './social-login';

const inDutch = (ui: ReactNode, url = '/nl_BE/account/login') =>
  render(
    <IntlProvider locale="nl" messages={{ ...en, ...nl }}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );

describe('social sign-in on the login and register pages', () => {
  it('offers plain links to the API with the locale and the checked redirect', () => {
    inDutch(<SocialLoginLinks locale="nl_BE" redirect="/nl_BE/account/orders?page=2" />);
    const google = screen.getByRole('link', { name: 'Doorgaan met Google' });
    expect(google.getAttribute('href')).toBe('/b2c/v1/auth/social/google?locale=nl_BE&redirect=%2Fnl_BE%2Faccount%2Forders%3Fpage%3D2');
    expect(screen.getByRole('link', { name: 'Doorgaan met Facebook' }).getAttribute('href')).toBe(
      '/b2c/v1/auth/social/facebook?locale=nl_BE&redirect=%2Fnl_BE%2Faccount%2Forders%3Fpage%3D2',
    );
  });

  it('hands on only a same-site redirect of this locale', () => {
    expect(socialRedirectOf('/nl_BE/account/orders', 'nl_BE')).toBe('/nl_BE/account/orders');
    for (const hostile of ['//evil.example/nl_BE/', 'https://evil.example', '/en_INT/account', '/nl_BE/account/login', null]) {
      expect(socialRedirectOf(hostile, 'nl_BE')).toBeNull();
    }
    inDutch(<SocialLoginLinks locale="nl_BE" redirect={null} />);
    expect(screen.getByRole('link', { name: 'Doorgaan met Google' }).getAttribute('href')).toBe('/b2c/v1/auth/social/google?locale=nl_BE');
  });

  it("says in the visitor's language why a social sign-in came back", () => {
    inDutch(<SocialLoginNotice />, '/nl_BE/account/login?social=linkRefused');
    expect(screen.getByRole('alert').textContent).toBe(nl['account.socialLinkRefused']);
  });

  it('shows nothing without a known marker', () => {
    for (const url of ['/nl_BE/account/login', '/nl_BE/account/login?social=constructor', '/nl_BE/account/login?social=%3Cb%3E']) {
      const { container, unmount } = inDutch(<SocialLoginNotice />, url);
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});

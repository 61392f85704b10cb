import { callbackUrl, issuerOf, socialLoginConfig, usesDevProvider } from './social-config';

describe('socialLoginConfig', () => {
  it('uses the local provider with its own client ids when nothing is configured (development)', () => {
    const config = socialLoginConfig({});
    expect(config.devProvider).toBe(true);
    expect(usesDevProvider(config)).toBe(true);
    expect(config.providers.google).toMatchObject({ clientId: 'dev-google', scopes: ['openid', 'email', 'profile'] });
    expect(config.providers.facebook).toMatchObject({ clientId: 'dev-facebook' });
    expect(issuerOf(config, 'google', 'http://localhost:4200/')).toBe('http://localhost:4200/dev-oidc');
    expect(callbackUrl('http://localhost:4200/', 'facebook')).toBe('http://localhost:4200/b2c/v1/auth/social/facebook/callback');
  });

  it('never offers the local provider on a production deployment, nor when switched off', () => {
    for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_ORIGIN: 'https://shop.example' }, { SOCIAL_DEV_PROVIDER: '0' }, { NODE_ENV: 'production', SOCIAL_DEV_PROVIDER: '1' }]) {
      const config = socialLoginConfig(env);
      expect(config.devProvider).toBe(false);
      expect(usesDevProvider(config)).toBe(false);
      expect(issuerOf(config, 'google', 'https://shop.example')).toBeNull();
    }
  });

  it('reads a configured issuer with its client, scopes and endpoint overrides', () => {
    const config = socialLoginConfig({
      NODE_ENV: 'production',
      SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
      SOCIAL_GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      SOCIAL_GOOGLE_CLIENT_SECRET: 's3cret',
      SOCIAL_FACEBOOK_ISSUER: 'https://www.facebook.com',
      SOCIAL_FACEBOOK_CLIENT_ID: '1234',
      SOCIAL_FACEBOOK_CLIENT_SECRET: 'fb',
      SOCIAL_FACEBOOK_SCOPES: 'email',
      SOCIAL_FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v19.0/oauth/access_token',
      SOCIAL_FACEBOOK_TOKEN_AUTH: 'client_secret_post',
    });
    expect(issuerOf(config, 'google', 'https://shop.example')).toBe('https://accounts.google.com');
    expect(config.providers.google).toMatchObject({ clientId: 'shop.apps.googleusercontent.com', clientSecret: 's3cret' });
    expect(config.providers.facebook).toMatchObject({
      scopes: ['openid', 'email'],
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    expect(usesDevProvider(config)).toBe(false);
  });

  it('keeps the local provider for the provider that has no issuer in development', () => {
    const config = socialLoginConfig({ SOCIAL_GOOGLE_ISSUER: 'http://localhost:8080/realms/shop', SOCIAL_GOOGLE_CLIENT_ID: 'a', SOCIAL_GOOGLE_CLIENT_SECRET: 'b' });
    expect(issuerOf(config, 'google', 'http://localhost:4200')).toBe('http://localhost:8080/realms/shop');
    expect(issuerOf(config, 'facebook', 'http://localhost:4200')).toBe('http://localhost:4200/dev-oidc');
    expect(usesDevProvider(config)).toBe(true);
  });

  it('stops the start on a half or unsafe configuration, naming the variable', () => {
    expect(() => socialLoginConfig({ SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(/SOCIAL_GOOGLE_CLIENT_ID/);
    expect(() => socialLoginConfig({ SOCIAL_GOOGLE_ISSUER: 'not a url', SOCIAL_GOOGLE_CLIENT_ID: 'a', SOCIAL_GOOGLE_CLIENT_SECRET: 'b' })).toThrow(/SOCIAL_GOOGLE_ISSUER is not a URL/);
    expect(() =>
      socialLoginConfig({ NODE_ENV: 'production', SOCIAL_FACEBOOK_ISSUER: 'http://idp.example', SOCIAL_FACEBOOK_CLIENT_ID: 'a', SOCIAL_FACEBOOK_CLIENT_SECRET: 'b' }),
    ).toThrow(/SOCIAL_FACEBOOK_ISSUER must be an https URL/);
    expect(() => socialLoginConfig({ SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com', SOCIAL_GOOGLE_CLIENT_ID: 'a', SOCIAL_GOOGLE_CLIENT_SECRET: 'b', SOCIAL_GOOGLE_TOKEN_AUTH: 'none' })).toThrow(
      /SOCIAL_GOOGLE_TOKEN_AUTH/,
    );
  });
});

import { passwordContainsEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

describe('password rules (ASVS L2)', () => {
  it('asks for at least 12 characters and allows up to 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });

  it('refuses the email, the email inside the password, and a password that is mostly its local part', () => {
    const email = 'lien.peeters@example.com';
    expect(passwordContainsEmail('lien.peeters@example.com', email)).toBe(true);
    expect(passwordContainsEmail('xx-LIEN.PEETERS@EXAMPLE.COM-xx', email)).toBe(true);
    expect(passwordContainsEmail('lien.peeters', email)).toBe(true);
    expect(passwordContainsEmail('Lien.Peeters-2026', email)).toBe(true);
    // Without the dot it is still the name plus a year.
    expect(passwordContainsEmail('LienPeeters2026!', email)).toBe(true);
  });

  it('lets a password stand that only mentions a short part of the address', () => {
    // The seeded demo passwords must stay valid for their accounts.
    expect(passwordContainsEmail('Quarry-Lantern-Spoke-81', 'admin@example.com')).toBe(false);
    expect(passwordContainsEmail('Harbour-Saddle-Thistle-37', 'rider@example.com')).toBe(false);
    expect(passwordContainsEmail('Correct-Horse-1', 'lien@example.com')).toBe(false);
    // A two-letter local part is inside too many ordinary words to count.
    expect(passwordContainsEmail('jolly-jumper-on-a-bike', 'jo@example.com')).toBe(false);
  });

  it('ignores a missing or malformed email', () => {
    expect(passwordContainsEmail('anything-long-enough', undefined)).toBe(false);
    expect(passwordContainsEmail('anything-long-enough', 'no-at-sign')).toBe(false);
    expect(passwordContainsEmail('', 'lien@example.com')).toBe(false);
  });
});

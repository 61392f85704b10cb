import { robotsTxt } from './sitemap-routes';

/** A minimal robots.txt matcher (RFC 9309: longest match wins, `*` any run, `$` the end, Allow wins a tie). */
function allowed(robots: string, path: string): boolean {
  const rules = robots.split('\n').flatMap((line) => {
    const m = /^(Allow|Disallow):\s*(\S+)$/.exec(line);
    return m ? [{ allow: m[1] === 'Allow', pattern: m[2]! }] : [];
  });
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path);
  const hits = rules.filter((r) => matches(r.pattern)).sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  return hits[0]?.allow ?? true;
}

describe('robots.txt (issue 16 item 9)', () => {
  const robots = robotsTxt('https://shop.example.com/');

  it('keeps account, admin, cart and checkout pages out under every locale prefix', () => {
    for (const path of ['/nl_BE/account', '/nl_BE/account/orders', '/en_INT/admin/dashboard', '/de_DE/cart', '/fr_BE/checkout/details', '/en_GB/checkout']) {
      expect([path, allowed(robots, path)]).toEqual([path, false]);
    }
  });

  it('leaves the shop open, including pages whose name only starts like a private one', () => {
    for (const path of ['/', '/nl_BE', '/nl_BE/bikes', '/en_INT/configurator/ARD-HELIX-SL', '/nl_BE/bikes/cartography', '/sitemap.xml']) {
      expect([path, allowed(robots, path)]).toEqual([path, true]);
    }
  });

  it('names the sitemap index at the public origin', () => {
    expect(robots).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

import Fastify from 'fastify';
import { abstractSvg, cleanImageName, mediaUrl } from './abstract-svg';
import { registerContentMediaRoute } from './media-route';

describe('generated content images', () => {
  it('draws the same valid SVG for the same name and different ones for different names', () => {
    const svg = abstractSvg('home-hero');
    expect(svg).toBe(abstractSvg('home-hero'));
    expect(svg).not.toBe(abstractSvg('category-gravel'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('keeps names safe inside markup and URLs', () => {
    expect(cleanImageName('<script>"x"')).toBe('script-x');
    expect(mediaUrl('Page Experience/Technologies')).toBe('/media/content/page-experience-technologies.svg');
  });

  it('serves GET /media/content/{name}.svg as a cacheable SVG and 404s anything else', async () => {
    const app = Fastify();
    await registerContentMediaRoute(app);
    const ok = await app.inject({ method: 'GET', url: '/media/content/blog-7001.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(ok.headers['cache-control']).toContain('max-age');
    expect(ok.body).toContain('<svg');
    // The committed film is a WebM file (EBML header); other film names are not served.
    const film = await app.inject({ method: 'GET', url: '/media/content/workshop-loop.webm' });
    expect(film.statusCode).toBe(200);
    expect(film.headers['content-type']).toBe('video/webm');
    expect(film.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const captions = await app.inject({ method: 'GET', url: '/media/content/workshop-loop.vtt' });
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    for (const url of ['/media/content/blog.png', '/media/content/..%2Fsecret.svg', '/media/content/a_b.svg', '/media/content/other.webm', '/media/content/..%2Fmedia%2Fworkshop-loop.webm']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await app.close();
  });
});

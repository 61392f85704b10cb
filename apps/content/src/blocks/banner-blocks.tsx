/** Banners (spec point 3): the big picture a page opens with, the one that shrinks, the one that sticks, the video one. */
import { useEffect, useRef } from 'react';
import { Img, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';

function BannerText({ title, subtitle, buttonText, buttonUrl, first }: { title: string; subtitle?: string; buttonText?: string; buttonUrl?: string; first: boolean }) {
  const link = useContentHref();
  return (
    <div className="hero__inner">
      {first ? <h1>{title}</h1> : <h2>{title}</h2>}
      {subtitle && <p>{subtitle}</p>}
      {buttonText && <a className="btn" href={link(buttonUrl)}>{buttonText}</a>}
    </div>
  );
}

function ImageBanner({ fields, first }: BlockProps<'imageBanner'>) {
  return (
    <section className="hero content-hero">
      <Img image={fields.image} eager={first} />
      <BannerText {...fields} first={first} />
    </section>
  );
}

/** Shrinks as the page scrolls past it: a scroll-driven CSS animation, no script; still where motion is reduced. */
function ShrinkingBanner({ fields, first }: BlockProps<'shrinkingBanner'>) {
  return (
    <section className="hero content-hero content-hero--shrinking">
      <Img image={fields.image} eager={first} />
      <BannerText title={fields.title} first={first} />
    </section>
  );
}

/** A bar that stays at the bottom of the window while its section is on screen. */
function StickyBanner({ fields }: BlockProps<'stickyBanner'>) {
  const link = useContentHref();
  return (
    <aside className="sticky-banner container">
      <p>{fields.text}</p>
      {fields.buttonText && <a className="btn btn--small" href={link(fields.buttonUrl)}>{fields.buttonText}</a>}
    </aside>
  );
}

/**
 * A banner with a silent looping film behind its title. The poster is the picture until the film
 * can play; visitors who ask for reduced motion keep the still picture.
 */
function VideoBanner({ fields, first }: BlockProps<'videoBanner'>) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.play().catch(() => undefined);
  }, []);
  return (
    <section className="hero content-hero content-hero--video">
      <video ref={video} className="content-hero__video" muted loop playsInline preload="none" poster={fields.poster?.url} aria-hidden="true">
        <source src={fields.videoUrl} type={fields.videoUrl.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      </video>
      <BannerText title={fields.title} first={first} />
    </section>
  );
}

export const renderers: BlockRenderers = {
  imageBanner: ImageBanner,
  shrinkingBanner: ShrinkingBanner,
  stickyBanner: StickyBanner,
  videoBanner: VideoBanner,
};

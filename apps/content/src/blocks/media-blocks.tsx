/** Pictures and film (spec point 3): one image, a video, picture beside text, two kinds of gallery. */
import { useShop } from '@bike/shared/remote-kit';
import { Html, Img, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';

function Image({ fields, first }: BlockProps<'image'>) {
  return (
    <figure className="container content-image">
      <Img image={fields.image} eager={first} />
      {fields.caption && <figcaption>{fields.caption}</figcaption>}
    </figure>
  );
}

/**
 * A film with the browser's own controls (keyboard and screen readers included); nothing is
 * downloaded until the visitor presses play, so a page with a film costs no more to open.
 */
function Video({ fields }: BlockProps<'video'>) {
  const { language } = useShop();
  // The content service keeps a film's captions (WebVTT) beside it, under the same name.
  const captions = fields.videoUrl.replace(/\.[a-z0-9]+$/i, '.vtt');
  return (
    <figure className="container content-video">
      <video controls preload="none" playsInline poster={fields.poster?.url} width={fields.poster?.width ?? 1600} height={fields.poster?.height ?? 900}>
        <source src={fields.videoUrl} type={fields.videoUrl.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
        <track kind="captions" src={captions} srcLang={language} label={fields.caption ?? language} default />
      </video>
      {fields.caption && <figcaption>{fields.caption}</figcaption>}
    </figure>
  );
}

function ImageWithTextAndLinkOnSide({ fields }: BlockProps<'imageWithTextAndLinkOnSide'>) {
  const link = useContentHref();
  return (
    <section className={`container side-by-side side-by-side--${fields.imageSide ?? 'left'}`}>
      <Img image={fields.image} sizes="(min-width: 960px) 50vw, 100vw" />
      <div>
        <h2>{fields.title}</h2>
        <Html html={fields.html} />
        {fields.linkText && <a className="side-by-side__link" href={link(fields.linkUrl)}>{fields.linkText}</a>}
      </div>
    </section>
  );
}

/** A strip of pictures that scrolls sideways (snap points); each opens full size, so the keyboard reaches every one. */
function ImageGallery({ fields }: BlockProps<'imageGallery'>) {
  return (
    <ul className="container image-gallery">
      {(fields.images ?? []).map((image) => (
        <li key={image.url}><a href={image.url}><Img image={image} sizes="(min-width: 960px) 40vw, 80vw" /></a></li>
      ))}
    </ul>
  );
}

/** A grid of photos, each opening full size. */
function PhotoGallery({ fields }: BlockProps<'photoGallery'>) {
  return (
    <section className="container gallery">
      {fields.title && <h2>{fields.title}</h2>}
      <ul className="gallery__grid">
        {(fields.photos ?? []).map((photo) => (
          <li key={photo.url}><a href={photo.url}><Img image={photo} sizes="(min-width: 960px) 25vw, 50vw" /></a></li>
        ))}
      </ul>
    </section>
  );
}

export const renderers: BlockRenderers = {
  image: Image,
  video: Video,
  imageWithTextAndLinkOnSide: ImageWithTextAndLinkOnSide,
  imageGallery: ImageGallery,
  photoGallery: PhotoGallery,
};

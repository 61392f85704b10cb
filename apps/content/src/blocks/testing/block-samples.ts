import type { BlockFields, BlockType } from '@bike/shared/domain/content-blocks';

/** Test fixture: one block of every kind of spec point 3, each with a text to find it by. */
const img = (name: string) => ({ url: `/media/content/${name}.svg`, alt: `Picture ${name}`, width: 1600, height: 900 });

/** One block of every kind of spec point 3, each with a text to find it by (the type makes a missing kind a compile error). */
export const SAMPLES: { [K in BlockType]: BlockFields[K] } = {
  spacing: { size: 'lg' },
  sectionTitle: { title: 'Section title text', subtitle: 'Section subtitle' },
  heading: { text: 'Heading text', level: 3 },
  contentText: { html: '<p>Content text body</p>' },
  newsletter: { title: 'Newsletter block title', text: 'Newsletter text', buttonText: 'Go' },
  highlightedText: { text: 'Highlighted text' },
  collapseText: { items: [{ title: 'Collapse question', html: '<p>Collapse answer</p>' }] },
  textWithBackground: { title: 'Text with background', html: '<p>On colour</p>', backgroundImage: img('bg'), theme: 'dark' },
  image: { image: img('single'), caption: 'Image caption' },
  video: { videoUrl: '/media/content/workshop-loop.webm', poster: img('poster'), caption: 'Video caption' },
  imageWithTextAndLinkOnSide: { image: img('side'), title: 'Side by side', html: '<p>Side text</p>', linkText: 'Side link', linkUrl: '/about', imageSide: 'right' },
  quote: { quote: 'Quote words', author: 'Quote Author', role: 'Rider' },
  cards: { cardType: 'article', title: 'Cards title', cards: [{ title: 'Card one', text: 'Card text', image: img('card'), url: '/news', label: 'Card label' }] },
  imageBanner: { title: 'Image banner title', subtitle: 'Banner subtitle', image: img('banner'), buttonText: 'Banner button', buttonUrl: '/bikes' },
  shrinkingBanner: { title: 'Shrinking banner title', image: img('shrink') },
  stickyBanner: { text: 'Sticky banner text', buttonText: 'Sticky button', buttonUrl: '/bikefitting' },
  videoBanner: { title: 'Video banner title', videoUrl: '/media/content/workshop-loop.webm', poster: img('video-banner') },
  imageGallery: { images: [img('strip-1'), img('strip-2')] },
  photoGallery: { title: 'Photo gallery title', photos: [img('photo-1')] },
  button: { text: 'Button text', url: 'https://example.com/elsewhere', variant: 'secondary' },
  bike: { spotlightId: 1, bikeId: 'ARD-1', title: 'Bike spotlight title', subtitle: 'Bike subtitle', description: 'Bike description', buttonText: 'See bike', startingPrice: 2199, image: img('bike') },
  platform: { platformId: 'ARD-HELIX', title: 'Helix', text: 'Platform text' },
  personality: { name: 'Person Name', role: 'Person role', html: '<p>Person words</p>', image: img('person') },
  configuration: { configurationCode: 'K7QM2XTV', title: 'Configuration title' },
  timeline: { items: [{ year: '1987', title: 'Timeline title', text: 'Timeline text' }] },
  highlights: { title: 'Highlights title', items: [{ title: 'Highlight item', text: 'Highlight text', icon: 'delivery' }] },
  presentation: { title: 'Presentation title', slides: [{ title: 'Slide title', text: 'Slide text', image: img('slide') }] },
  emptydiv: { anchor: 'the-anchor' },
  prizeForm: { title: 'Prize form title', text: 'Prize text', buttonText: 'Enter now' },
  customComponent: { component: 'dealerSearch', props: {} },
};

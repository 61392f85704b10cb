import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ItemView } from '@bike/shared/domain/bike-views';
import { renderShell } from '../test-fixtures';
import { BikeGallery, loadGalleryTexts } from './bike-gallery';

const views: ItemView[] = [
  { view: 'side', image: '/media/bikes/road/1c2a4a-e45b9c.svg', alt: 'Zijaanzicht' },
  { view: 'three-quarter', image: '/media/bikes/road/three-quarter/1c2a4a-e45b9c.svg', alt: 'Driekwartaanzicht van voren' },
  { view: 'groupset', image: '/media/bikes/road/groupset/1c2a4a-e45b9c.svg', alt: 'Groepset van dichtbij' },
  { view: 'cockpit', image: '/media/bikes/road/cockpit/1c2a4a-e45b9c.svg', alt: 'Cockpit van dichtbij' },
];
const gallery = (initialView: ItemView['view'] | null = null) =>
  renderShell(<BikeGallery views={views} image={views[0]!.image} name="Helix SL, Nachtblauw" initialView={initialView} language="nl" />, { locale: 'nl_BE' }).ui;

beforeAll(() => loadGalleryTexts('nl'));

describe('BikeGallery', () => {
  it('writes plain links on the server: each thumbnail asks for its view, the picture and Zoom open the full drawing', () => {
    const html = renderToString(gallery('groupset'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = [...container.querySelectorAll('.bike-gallery__thumbs a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['?view=side#gallery', '?view=three-quarter#gallery', '?view=groupset#gallery', '?view=cockpit#gallery']);
    expect(container.querySelector('[aria-current="true"] img')!.getAttribute('alt')).toBe('Groepset van dichtbij');
    const main = container.querySelector('.bike-gallery__main img')!;
    expect(main.getAttribute('src')).toBe(views[2].image);
    expect(main.getAttribute('alt')).toBe('Helix SL, Nachtblauw – Groepset van dichtbij');
    expect([main.getAttribute('width'), main.getAttribute('height'), main.getAttribute('fetchpriority')]).toEqual(['880', '496', 'high']);
    expect(container.querySelector('.bike-gallery__zoom')!.getAttribute('href')).toBe(views[2].image);
    expect(container.querySelector('.bike-gallery__zoom')!.textContent).toBe('Inzoomen');
  });

  it('switches the view in place, and the zoom viewer zooms, changes view, keeps and returns the focus', async () => {
    render(gallery());
    const region = screen.getByRole('region', { name: 'Foto’s van de fiets' });
    const thumbs = within(screen.getByRole('list', { name: 'Aanzichten' })).getAllByRole('link');
    expect(thumbs.map((a) => within(a).getByRole('img').getAttribute('alt'))).toEqual(views.map((v) => v.alt));
    fireEvent.click(thumbs[3]!);
    expect(region.querySelector('.bike-gallery__main')!.getAttribute('data-view')).toBe('cockpit');
    expect(thumbs[3]!.getAttribute('aria-current')).toBe('true');

    const zoom = screen.getByRole('link', { name: 'Inzoomen' });
    zoom.focus();
    await act(async () => { fireEvent.click(zoom); });
    const dialog = await screen.findByRole('dialog', { name: 'Ingezoomde afbeelding: Cockpit van dichtbij' });
    const stage = dialog.querySelector('.zoom-viewer__stage')!;
    fireEvent.keyDown(dialog, { key: '+' });
    expect(stage.getAttribute('data-zoom')).toBe('1.5');
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.keyDown(dialog, { key: '-' });
    expect(stage.getAttribute('data-zoom')).toBe('1'); // never smaller than the whole picture
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Ingezoomde afbeelding: Zijaanzicht' })).toBeTruthy(); // wraps round
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Aanzicht 4 van 4: Cockpit van dichtbij')).toBeTruthy();
    // Tab wraps round the dialog's buttons.
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(zoom);
  });
});

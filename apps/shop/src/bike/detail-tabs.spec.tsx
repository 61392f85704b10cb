import { fireEvent, render, screen } from '@testing-library/react';
import { DetailTabs } from './detail-tabs';

const tabs = [
  { id: 'information', label: 'Information', panel: <p>Specs</p>, anchors: ['geometry'] },
  { id: 'dealers', label: 'Dealers', panel: <p>Stock</p> },
  { id: 'questions', label: 'Q&A', panel: <p>FAQ</p> },
];

describe('DetailTabs (WAI-ARIA tabs, roving tabindex)', () => {
  beforeEach(() => { window.location.hash = ''; });

  it('selects the first tab; only it is in the tab order; panels are labelled by their tab', () => {
    render(<DetailTabs tabs={tabs} label="Details" />);
    expect(screen.getByRole('tablist', { name: 'Details' })).toBeTruthy();
    const [info, dealers] = screen.getAllByRole('tab');
    expect(info.getAttribute('aria-selected')).toBe('true');
    expect(info.tabIndex).toBe(0);
    expect(dealers.getAttribute('aria-selected')).toBe('false');
    expect(dealers.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Information' });
    expect(panel.textContent).toContain('Specs');
    expect(info.getAttribute('aria-controls')).toBe(panel.id);
    // Hidden panels stay in the HTML (server render, search engines) but are hidden.
    expect(screen.getByText('Stock').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);
  });

  it('moves and selects with arrow keys (wrapping), Home and End, and focuses the new tab', () => {
    render(<DetailTabs tabs={tabs} label="Details" />);
    const [info, dealers, qa] = screen.getAllByRole('tab');
    info.focus();
    fireEvent.keyDown(info, { key: 'ArrowRight' });
    expect(dealers.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(dealers);
    expect(dealers.tabIndex).toBe(0);
    expect(info.tabIndex).toBe(-1);
    fireEvent.keyDown(dealers, { key: 'End' });
    expect(document.activeElement).toBe(qa);
    fireEvent.keyDown(qa, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(info);
    fireEvent.keyDown(info, { key: 'ArrowLeft' });
    expect(qa.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(qa, { key: 'Home' });
    expect(info.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Specs');
  });

  it('selects on click', () => {
    render(<DetailTabs tabs={tabs} label="Details" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Q&A' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('FAQ');
  });

  it('keeps the chosen tab when a panel re-renders with new content (the hash opens a tab on load only)', () => {
    window.location.hash = '#dealers';
    const { rerender } = render(<DetailTabs tabs={tabs} label="Details" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Q&A' }));
    rerender(<DetailTabs tabs={tabs.map((t) => (t.id === 'dealers' ? { ...t, panel: <p>Stock in size M</p> } : t))} label="Details" />);
    expect(screen.getByRole('tab', { name: 'Q&A' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab holding the section a hash points to', () => {
    window.location.hash = '#dealers';
    render(<DetailTabs tabs={tabs} label="Details" />);
    expect(screen.getByRole('tab', { name: 'Dealers' }).getAttribute('aria-selected')).toBe('true');
  });
});

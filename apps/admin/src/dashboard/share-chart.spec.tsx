import { render, screen } from '@testing-library/react';
import { ShareChart } from './share-chart';

describe('share chart (issue 32: no label cut off)', () => {
  const rows = [
    { key: 'NL', label: 'Niederlande', value: 12257, shown: '12.257 €' },
    { key: 'GB', label: 'Vereinigtes Königreich', value: 10705, shown: '10.705 €' },
    { key: 'readytoship', label: 'Klaar voor verzending', value: 0, shown: '0' },
  ];

  it('writes every label whole beside its bar and value', () => {
    render(<><h2 id="by-country">Nach Land</h2><ShareChart labelledBy="by-country" rows={rows} /></>);
    const chart = screen.getByRole('img', { name: 'Nach Land' });
    expect([...chart.querySelectorAll('.admin-bars__label')].map((l) => l.textContent)).toEqual(['Niederlande', 'Vereinigtes Königreich', 'Klaar voor verzending']);
    expect([...chart.querySelectorAll('.admin-bars__value')].map((l) => l.textContent)).toEqual(['12.257 €', '10.705 €', '0']);
  });

  it('gives each bar its share of the largest value', () => {
    render(<ShareChart labelledBy="x" rows={rows} />);
    const shares = [...document.querySelectorAll<HTMLElement>('.admin-bars__bar')].map((bar) => Number(bar.style.getPropertyValue('--share')));
    expect(shares[0]).toBe(1);
    expect(shares[1]).toBeCloseTo(10705 / 12257, 5);
    expect(shares[2]).toBe(0);
  });

  it('shows at most `max` rows', () => {
    render(<ShareChart labelledBy="x" rows={rows} max={2} />);
    expect(document.querySelectorAll('.admin-bars__row')).toHaveLength(2);
  });
});

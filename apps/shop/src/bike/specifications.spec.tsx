import { render, screen, within } from '@testing-library/react';
import { Geometry } from './specifications';
import { bikeFixture, renderShell } from './test-fixtures';

// A road bike's geometry as the seed stores it: measure → size → number (mm, degrees).
const geometry = JSON.stringify({ head_angle: { S: 71.5, M: 71.9 }, wheelbase: { S: 1370, M: 1382 }, stack: { S: 505 } });
const cells = (locale: string) => {
  render(renderShell(<Geometry item={bikeFixture({ attributes: { ...bikeFixture().attributes, geometry } })} />, { locale }).ui);
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
};

describe('Geometry: numbers as the page\'s language writes them (issue 32 item 11)', () => {
  it('writes a Dutch decimal comma and no thousands separator in millimetres', () => {
    expect(cells('nl_BE')).toEqual([['71,5', '71,9'], ['1370', '1382'], ['505', '–']]);
  });

  it('writes a French decimal comma', () => {
    expect(cells('fr_BE')[0]).toEqual(['71,5', '71,9']);
  });

  it('keeps the English point on an English page', () => {
    expect(cells('en_GB')).toEqual([['71.5', '71.9'], ['1370', '1382'], ['505', '–']]);
  });
});

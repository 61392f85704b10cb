import { render, screen, within } from '@testing-library/react';
import type { PlatformInfo } from './bike-data';
import type { AttributeTranslations } from './detail-calls';
import { Geometry, Specifications } from './specifications';
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

describe('Specifications: the frame, the components and the weight a rider reads (issue 32 item 5)', () => {
  const attributes = {
    ...bikeFixture().attributes, frame_material: 'carbon', tyre_clearance: '32', mounts: 'mudguards|bottles-2', brakes: 'BR-HYD2-160-140',
    tyres: 'TY-ROAD-28', wheels: 'WH-ALU', seatpost: 'SP-CARBON', weight: JSON.stringify({ S: 7480, M: 7560 }),
  };
  const translations: AttributeTranslations = {
    frame_material: { label: 'Frame material', priority: 31, values: { carbon: 'Carbon' } },
    tyre_clearance: { label: 'Tyre clearance', priority: 33, values: { 32: '32 mm' } },
    mounts: { label: 'Mounts for', priority: 34, values: { mudguards: 'Mudguards', 'bottles-2': '2 bottle cages' } },
    groupset: { label: 'Groupset', priority: 40, values: {} },
    brakes: { label: 'Brakes', priority: 43, values: { 'BR-HYD2-160-140': 'Hydraulic disc brakes, 160/140 mm rotors' } },
    wheels: { label: 'Wheels', priority: 44, values: { 'WH-ALU': 'Alloy wheelset' } },
    tyres: { label: 'Tyres', priority: 45, values: { 'TY-ROAD-28': 'Road tyres, 28 mm' } },
    seatpost: { label: 'Seatpost', priority: 48, values: { 'SP-CARBON': 'Carbon seatpost' } },
    weight: { label: 'Weight', priority: 49, values: {} },
  };
  const platform: PlatformInfo = {
    code: 'ARD-HELIX-SL', title: 'Ardenne Helix SL', model: 'Helix SL', subtitle: null, technology: [], familyCode: 'helix', familyTitle: 'Helix',
    category: 'road', details: { material: 'carbon', tyreClearanceMm: 32 },
  };
  const rows = (locale: string, size?: string) => {
    render(renderShell(<Specifications item={bikeFixture({ attributes })} translations={translations} platform={platform} size={size} />, { locale }).ui);
    const table = screen.getByRole('table');
    return Object.fromEntries(within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]));
  };

  it('lists the frame and every component by name, and the weight of the middle size in the page\'s number format', () => {
    const nl = rows('nl_BE');
    expect(nl).toMatchObject({
      'Frame material': 'Carbon', 'Tyre clearance': '32 mm', 'Mounts for': 'Mudguards / 2 bottle cages', Groupset: 'Kadans Race 2x12',
      Brakes: 'Hydraulic disc brakes, 160/140 mm rotors', Wheels: 'Alloy wheelset', Tyres: 'Road tyres, 28 mm', Seatpost: 'Carbon seatpost', Weight: '7,48\u00a0kg (size S)',
    });
    // The material is the attribute's row, not a second one from the family.
    expect(Object.values(nl).filter((v) => v === 'Carbon')).toHaveLength(1);
  });

  it('weighs the size the shopper picked', () => {
    expect(rows('en_GB', 'M')['Weight']).toBe('7.56\u00a0kg (size M)');
  });
});

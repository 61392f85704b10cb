import { useId } from 'react';
import { useIntl } from 'react-intl';
import { stockAvailability, type Availability, type ItemSize } from '@bike/shared/domain';
import type { ItemStock } from './detail-calls';

export interface SizeOption {
  size: string;
  externalid: string;
  availability: Availability | null;
  workdays: number | null;
  qty: number | null;
}

/** The item's sizes with their stock when the stock call answered (else without). */
export function sizeOptions(sizes: ItemSize[], stock: ItemStock | null): SizeOption[] {
  return sizes.map((s) => {
    const line = stock?.sizes.find((l) => l.externalid === s.externalid || l.size === s.size);
    return {
      size: s.size,
      externalid: s.externalid,
      availability: line ? line.availability ?? stockAvailability(line.workdays) : null,
      workdays: line?.workdays ?? null,
      qty: line?.qty ?? null,
    };
  });
}

/** Size choice as a radio group: each size says whether it is in stock; unavailable sizes cannot be picked. */
export function SizePicker({ options, value, onChange }: { options: SizeOption[]; value: string | null; onChange: (externalid: string) => void }) {
  const intl = useIntl();
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="bike-sizes">
      <legend className="bike-sizes__legend">{intl.formatMessage({ id: 'bike.selectSize' })}</legend>
      <div className="bike-sizes__options">
        {options.map((o) => {
          const unavailable = o.availability === 'unavailable';
          const hint = o.availability == null ? null : intl.formatMessage({ id: `bike.sizeStock.${o.availability}` }, { workdays: o.workdays ?? 0 });
          return (
            <label key={o.externalid} className={`bike-sizes__option${unavailable ? ' is-unavailable' : ''}`}>
              <input type="radio" name={name} value={o.externalid} checked={value === o.externalid} disabled={unavailable} onChange={() => onChange(o.externalid)} />
              <span className="bike-sizes__size">{o.size}</span>
              {hint && <span className={`bike-sizes__hint availability--${o.availability}`}>{hint}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

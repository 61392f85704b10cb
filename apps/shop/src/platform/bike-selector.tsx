import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Configuration } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { PriceTag } from '../components/price-tag';
import { bikeHref, matchConfiguration, pick, selectorOptions, type BikeSelection, type SelectorOption } from './bike-selection';

interface BikeSelectorProps {
  platformTitle: string;
  configurations: Configuration[];
  selection: BikeSelection;
  onChange: (selection: BikeSelection) => void;
}

/** One picker: a group of radio buttons, so arrow keys move between the choices. */
function Picker({ legend, name, options, value, onPick, swatch }: {
  legend: string;
  name: string;
  options: SelectorOption[];
  value: string | null;
  onPick: (value: string) => void;
  swatch?: boolean;
}) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <fieldset className="platform-selector__picker">
      <legend>{legend}</legend>
      <div className={`platform-selector__options${swatch ? ' platform-selector__options--designs' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className={`platform-selector__option${option.available ? '' : ' platform-selector__option--unavailable'}`}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onPick(option.value)} />
            <span>
              {option.value}
              {!option.available && <span className="visually-hidden"> ({intl.formatMessage({ id: 'platform.selector.otherCombination' })})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Bike selector of the platform page: groupset, size and design pickers derive the matching
 * priced configuration and link to its detail page (bikes/{externalid}).
 */
export function BikeSelector({ platformTitle, configurations, selection, onChange }: BikeSelectorProps) {
  const t = useT();
  const name = useId();
  const options = selectorOptions(configurations, selection);
  const match = matchConfiguration(configurations, selection);
  const choose = (key: keyof BikeSelection) => (value: string) => onChange(pick(configurations, selection, key, value));

  if (configurations.length === 0) {
    return <p className="platform-selector__empty">{t('platform.selector.empty')}</p>;
  }
  return (
    <div className="platform-selector">
      <div className="platform-selector__pickers">
        <Picker legend={t('bike.groupset')} name={`${name}-groupset`} options={options.groupsets} value={selection.groupset} onPick={choose('groupset')} />
        <Picker legend={t('bike.size')} name={`${name}-size`} options={options.sizes} value={selection.size} onPick={choose('size')} />
        <Picker legend={t('bike.design')} name={`${name}-design`} options={options.designs} value={selection.design} onPick={choose('design')} swatch />
      </div>
      {match && (
        <div className="platform-selector__result" data-testid="selected-bike">
          {match.image && (
            <ProductImage src={match.image} alt={`${platformTitle}, ${match.paint_des ?? ''}`} width={600} height={450} sizes="(max-width: 959px) 100vw, 600px" />
          )}
          <div className="platform-selector__summary">
            <h3>{platformTitle}</h3>
            <div aria-live="polite" aria-atomic="true">
              <p className="card__meta">{[match.groupset, match.paint_des, selection.size].filter(Boolean).join(' · ')}</p>
              <PriceTag price={match} />
            </div>
            {!selection.size && <p className="platform-selector__hint">{t('bike.selectSize')}</p>}
            <ShopLink className="btn" to={bikeHref(match, selection.size)}>
              {t('platform.selector.view')}
              <span className="visually-hidden">: {platformTitle} {match.groupset ?? ''} {match.paint_des ?? ''}</span>
            </ShopLink>
          </div>
        </div>
      )}
    </div>
  );
}

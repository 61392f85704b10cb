import { useIntl } from 'react-intl';
import { formatPrice, MEASURE_FORMAT } from '@bike/shared/i18n';
import { optionSurcharge, type ChoiceKey, type ConfigurationChoices, type CustomizerModel } from '@bike/shared/domain/configurator';

interface Option { code: string; label: string; hint?: string; swatch?: [string, string] }

/** The options of one step with their labels (sizes with stack and reach, designs with their colours). */
export function optionsFor(model: CustomizerModel, key: ChoiceKey, sizeHint: (stack: number, reach: number) => string): Option[] {
  switch (key) {
    case 'groupset': return model.groupsets.map((g) => ({ code: g.code, label: g.name }));
    case 'size': return model.sizes.map((s) => ({ code: s.code, label: s.code, hint: s.stack !== null && s.reach !== null ? sizeHint(s.stack, s.reach) : undefined }));
    case 'design': return model.designs.map((d) => ({ code: d.code, label: d.name, swatch: [d.frame, d.accent] }));
    default: return model.parts[key].map((p) => ({ code: p.code, label: p.name }));
  }
}

/**
 * What an option adds to the bike (optionSurcharge: against the step's least expensive option,
 * whether chosen or not) in the locale's currency: "+€ 2.500,00"; "Included" only when it adds
 * nothing. Never "Included" for a dearer option because it is the chosen one (issue 32).
 */
export function surchargeText(amount: number, currency: string, locale: string, included: string): string {
  if (Math.abs(amount) < 0.005) return included;
  return `${amount > 0 ? '+' : '−'}${formatPrice(Math.abs(amount), currency, locale)}`;
}

/**
 * One step: a radio group whose options say what each adds to the bike's price. Plain
 * radios in a GET form, so the server render works without script; in the browser a change
 * updates the build at once.
 */
export function ChoiceStep({ model, choices, step, onChoose }: {
  model: CustomizerModel; choices: ConfigurationChoices; step: ChoiceKey; onChoose: (key: ChoiceKey, value: string) => void;
}) {
  const intl = useIntl();
  // Measures in the page's number format (a stack of 562,5 mm in Dutch), like the bike page's geometry.
  const measure = (mm: number) => intl.formatNumber(mm, MEASURE_FORMAT);
  const options = optionsFor(model, step, (stack, reach) => intl.formatMessage({ id: 'configurator.size.stackReach' }, { stack: measure(stack), reach: measure(reach) }));
  if (options.length === 0) return null;
  const included = intl.formatMessage({ id: 'configurator.included' });
  return (
    <fieldset className={`choice-step choice-step--${step}`}>
      <legend className="choice-step__title">{intl.formatMessage({ id: `configurator.step.${step}` })}</legend>
      <div className="choice-step__options">
        {options.map((o) => (
          <label key={o.code} className="choice-option">
            <input type="radio" name={step} value={o.code} checked={choices[step] === o.code} onChange={() => onChoose(step, o.code)} />
            {o.swatch && <span className="choice-option__swatch" aria-hidden="true" style={{ background: `linear-gradient(135deg, #${o.swatch[0]} 60%, #${o.swatch[1]} 60%)` }} />}
            <span className="choice-option__text">
              <span className="choice-option__label">{o.label}</span>
              {o.hint && <span className="choice-option__hint">{o.hint}</span>}
            </span>
            {step !== 'size' && (
              <span className="choice-option__price">{surchargeText(optionSurcharge(model, choices, step, o.code), model.currency, model.locale, included)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

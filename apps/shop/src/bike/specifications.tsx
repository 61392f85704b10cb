import { useIntl } from 'react-intl';
import type { Item } from '@bike/shared/domain';
import { MEASURE_FORMAT, messageOr } from '@bike/shared/i18n';
import type { AttributeTranslations } from './detail-calls';
import { parseGeometry, specRows, weightInSize } from './spec-rows';
import type { PlatformInfo } from './bike-data';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A bike's weight in kilograms, two decimals in the page's number format (7,62 on nl_BE, 7.62 on de_CH). */
const KILOGRAMS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Specifications: the labelled attributes in the visitor's language: the frame (material, fork,
 * clearance, mounts), the components and the weight, of the size the shopper picked (else the
 * middle size, said in the row).
 */
export function Specifications({ item, translations, platform, size }: { item: Item; translations: AttributeTranslations; platform: PlatformInfo | null; size?: string | null }) {
  const intl = useIntl();
  const extra: Record<string, string> = {};
  if (item.frame_family) extra[intl.formatMessage({ id: 'bike.frame' })] = item.frame_family;
  // A catalogue without the frame_material attribute still names the family's material.
  const familyMaterial = platform?.details['material'];
  if (familyMaterial && !item.attributes?.['frame_material']) {
    extra[intl.formatMessage({ id: 'bike.platformDetail.material' })] = messageOr(intl, `platform.material.${familyMaterial}`, capitalise(String(familyMaterial)));
  }
  const weight = weightInSize(item, size);
  const overrides: Record<string, string> = {
    ...(platform ? { family: platform.familyTitle } : {}),
    ...(weight ? { weight: intl.formatMessage({ id: 'bike.weightInSize' }, { weight: intl.formatNumber(weight.grams / 1000, KILOGRAMS), size: weight.size }) } : {}),
  };
  const rows = specRows(item, translations, extra, overrides);
  if (rows.length === 0) return null;
  return (
    <section className="bike-section" id="specifications" aria-labelledby="specifications-title">
      <h2 id="specifications-title">{intl.formatMessage({ id: 'bike.specifications' })}</h2>
      <table className="table bike-specs">
        <tbody>
          {rows.map((r) => <tr key={r.code}><th scope="row">{r.label}</th><td>{r.value}</td></tr>)}
        </tbody>
      </table>
    </section>
  );
}

/** Geometry per size; shown only when the catalogue has the measures (we never invent them). */
export function Geometry({ item }: { item: Item }) {
  const intl = useIntl();
  const geometry = parseGeometry(item);
  if (!geometry) return null;
  // Known measures have a translated label with their unit; an unknown one shows its code.
  const measureLabel = (m: string) => (intl.messages[`bike.geometry.${m}`] ? intl.formatMessage({ id: `bike.geometry.${m}` }) : m.replace(/_/g, ' '));
  return (
    <section className="bike-section" id="geometry" aria-labelledby="geometry-title">
      <h2 id="geometry-title">{intl.formatMessage({ id: 'bike.geometry' })}</h2>
      {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bike-geometry" tabIndex={0} role="region" aria-labelledby="geometry-title">
        <table className="table">
          <thead>
            <tr><th scope="col">{intl.formatMessage({ id: 'bike.size' })}</th>{geometry.sizes.map((s) => <th key={s} scope="col">{s}</th>)}</tr>
          </thead>
          <tbody>
            {geometry.measures.map((m) => (
              <tr key={m}>
                <th scope="row">{measureLabel(m)}</th>
                {geometry.sizes.map((s) => <td key={s}>{typeof geometry.values[m][s] === 'number' ? intl.formatNumber(geometry.values[m][s], MEASURE_FORMAT) : '–'}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

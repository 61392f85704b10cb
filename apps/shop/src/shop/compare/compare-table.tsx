import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { availabilityMessage, type Item } from '@bike/shared/domain';
import { shownPrice } from '@bike/shared/domain/shown-price';
import { MEASURE_FORMAT, useT } from '@bike/shared/i18n';
import { ShopLink } from '@bike/shared/remote-kit';
import type { CompareEntry } from '@bike/shared/store';
import { Button, ProductImage } from '@bike/shared/ui';
import { PriceTag } from '../../components/price-tag';
import type { AttributeTranslations } from '../../bike/detail-calls';
import { compareSections, valuesDiffer, visibleSections, type CompareRow, type CompareWords } from './compare-rows';
import { conceptCodeOf, isConceptId } from './concept-item';
import type { Loaded } from './use-compared-items';

/** A bike's weight in kilograms, two decimals in the page's number format, as the bike page writes it. */
const KILOGRAMS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * The compare table: one column per bike (image, title, remove), then rows grouped under
 * headings: price and delivery (as the bike page words them, the price through the one pricing
 * rule's `$$price`), the model, the frame and its weight, the geometry in the compared size and
 * the components. Rows where the bikes differ are marked ("Differs", in the row's header, so a
 * screen reader hears it with the row) and "Show only differences" hides the rows that are equal.
 * On a phone the table scrolls sideways under a sticky first column. Columns whose bike is still
 * loading show a skeleton cell.
 */
export function CompareTable({ entries, items, translations, onRemove }: {
  entries: CompareEntry[];
  items: Record<string, Loaded>;
  translations: AttributeTranslations;
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  const t = useT();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const loaded = entries.map((e) => items[e.id] ?? ({ state: 'loading' } as Loaded));
  const ready = loaded.filter((l): l is { state: 'ready'; item: Item } => l.state === 'ready').map((l) => l.item);
  const readyIndex = entries.map((e) => ready.findIndex((i) => i.externalid === e.id));
  const words: CompareWords = {
    sizeLabel: t('compare.comparedSize'),
    weightLabel: translations['weight']?.label ?? t('compare.weight'),
    weight: (grams, size) => t('bike.weightInSize', { weight: intl.formatNumber(grams / 1000, KILOGRAMS), size }),
    measureLabel: (m) => (intl.messages[`bike.geometry.${m}`] ? t(`bike.geometry.${m}`) : m.replace(/_/g, ' ')),
    measure: (v) => intl.formatNumber(v, MEASURE_FORMAT),
  };
  const sections = compareSections(ready, translations, words);
  const anyLoading = loaded.some((l) => l.state === 'loading');
  const delivery = (item: Item) => {
    const m = availabilityMessage(item.availability === 'unavailable' ? null : item.workdays);
    return t(m.id, m.values);
  };
  // Price and delivery are drawn here (a price tag, an availability colour) but differ like any row.
  type BuyRow = CompareRow & { render: (item: Item) => ReactNode };
  const buyRows: BuyRow[] = ([
    {
      code: 'price', label: t('compare.price'), values: ready.map((i) => String(shownPrice(i.$$price).now ?? '–')), differs: false,
      render: (item) => <PriceTag price={item.$$price} />,
    },
    {
      code: 'delivery', label: t('compare.delivery'), values: ready.map(delivery), differs: false,
      render: (item) => <span className={`availability availability--${item.availability}`}>{delivery(item)}</span>,
    },
  ] satisfies BuyRow[]).map((r) => ({ ...r, differs: valuesDiffer(r.values) }));
  const canFilter = ready.length > 1;
  const filtering = canFilter && onlyDifferences;
  const shownBuyRows = filtering ? buyRows.filter((r) => r.differs) : buyRows;
  const shownSections = visibleSections(sections, filtering);
  const columns = entries.length + 1;

  // The stored entry may predate its image; the fetched item has one.
  const imageOf = (index: number, stored?: string) => stored ?? (loaded[index].state === 'ready' ? (loaded[index] as { item: Item }).item.image : null);

  const cell = (index: number, render: (item: Item) => ReactNode) => {
    const l = loaded[index];
    if (l.state === 'loading') return <div className="skeleton compare-table__skeleton" aria-hidden="true" />;
    if (l.state === 'missing') return <span className="compare-table__missing">{t('compare.missing')}</span>;
    return render(l.item);
  };

  const rowHeader = (row: CompareRow) => (
    <th scope="row">
      {row.label}
      {row.differs && <span className="compare-table__differs"> {t('compare.differs')}</span>}
    </th>
  );
  const heading = (id: string, label: string) => (
    <tr className="compare-table__group">
      <th scope="rowgroup" colSpan={columns} id={id}><span>{label}</span></th>
    </tr>
  );

  return (
    <>
      <div className="compare-table__tools">
        <input
          type="checkbox"
          id={toggleId}
          checked={filtering}
          disabled={!canFilter}
          onChange={(e) => setOnlyDifferences(e.target.checked)}
          data-testid="compare-only-differences"
        />
        <label htmlFor={toggleId}>{t('compare.onlyDifferences')}</label>
      </div>
      {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="compare-table__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0} aria-busy={anyLoading}>
        <table className="compare-table" data-testid="compare-table">
          <caption id="compare-caption" className="visually-hidden">{t('compare.caption', { count: entries.length })}</caption>
          <thead>
            <tr>
              <td />
              {entries.map((e, i) => (
                <th key={e.id} scope="col" className="compare-table__bike">
                  {imageOf(i, e.image) && <ProductImage src={imageOf(i, e.image)!} alt="" width={600} height={450} sizes="(max-width: 768px) 60vw, 25vw" />}
                  <ShopLink to={isConceptId(e.id) ? `configurator/configuration/${conceptCodeOf(e.id)}` : `bikes/${e.id}`} className="compare-table__title">{loaded[i].state === 'ready' ? (loaded[i] as { item: Item }).item.title : e.title}</ShopLink>
                  <Button variant="secondary" size="small" onClick={() => onRemove(e.id)} aria-label={t('compare.removeBike', { title: e.title })}>
                    {t('common.removeFromCompare')}
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          {shownBuyRows.length > 0 && (
            <tbody data-group="buy">
              {heading('compare-group-buy', t('compare.group.buy'))}
              {shownBuyRows.map((row) => (
                <tr key={row.code} data-row={row.code} className={row.differs ? 'compare-table__row--differs' : undefined}>
                  {rowHeader(row)}
                  {entries.map((e, i) => <td key={e.id}>{cell(i, row.render)}</td>)}
                </tr>
              ))}
            </tbody>
          )}
          {shownSections.map((section) => (
            <tbody key={section.group} data-group={section.group}>
              {heading(`compare-group-${section.group}`, t(`compare.group.${section.group}`))}
              {section.rows.map((row) => (
                <tr key={row.code} data-row={row.code} className={row.differs ? 'compare-table__row--differs' : undefined}>
                  {rowHeader(row)}
                  {entries.map((e, i) => (
                    <td key={e.id}>{cell(i, () => row.values[readyIndex[i]] ?? '–')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {filtering && shownBuyRows.length === 0 && shownSections.length === 0 && <p className="compare-table__same">{t('compare.noDifferences')}</p>}
    </>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { availabilityMessage, type Item } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import type { CompareEntry } from '@bike/shared/store';
import { Button, ProductImage } from '@bike/shared/ui';
import { PriceTag } from '../components/price-tag';
import type { AttributeTranslations } from '../bike/detail-calls';
import { compareRows } from './compare-rows';
import { conceptCodeOf, isConceptId } from './concept-item';
import type { Loaded } from './use-compared-items';

/**
 * The compare table: one column per bike (image, title, price, availability, remove), then the
 * specification rows side by side. Columns whose bike is still loading show a skeleton cell.
 */
export function CompareTable({ entries, items, translations, onRemove }: {
  entries: CompareEntry[];
  items: Record<string, Loaded>;
  translations: AttributeTranslations;
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const loaded = entries.map((e) => items[e.id] ?? ({ state: 'loading' } as Loaded));
  const ready = loaded.filter((l): l is { state: 'ready'; item: Item } => l.state === 'ready').map((l) => l.item);
  const readyIndex = entries.map((e) => ready.findIndex((i) => i.externalid === e.id));
  const rows = compareRows(ready, translations);
  const anyLoading = loaded.some((l) => l.state === 'loading');

  // The stored entry may predate its image; the fetched item has one.
  const imageOf = (index: number, stored?: string) => stored ?? (loaded[index].state === 'ready' ? (loaded[index] as { item: Item }).item.image : null);

  const cell = (index: number, render: (item: Item) => ReactNode) => {
    const l = loaded[index];
    if (l.state === 'loading') return <div className="skeleton compare-table__skeleton" aria-hidden="true" />;
    if (l.state === 'missing') return <span className="compare-table__missing">{t('compare.missing')}</span>;
    return render(l.item);
  };

  return (
    // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
        <tbody>
          <tr>
            <th scope="row">{t('compare.price')}</th>
            {entries.map((e, i) => <td key={e.id}>{cell(i, (item) => <PriceTag price={item.$$price} />)}</td>)}
          </tr>
          <tr>
            <th scope="row">{t('compare.availability')}</th>
            {entries.map((e, i) => (
              <td key={e.id}>{cell(i, (item) => {
                const m = availabilityMessage(item.availability === 'unavailable' ? null : item.workdays);
                return <span className={`availability availability--${item.availability}`}>{t(m.id, m.values)}</span>;
              })}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.code} className={row.differs ? 'compare-table__row--differs' : undefined}>
              <th scope="row">{row.label}</th>
              {entries.map((e, i) => (
                <td key={e.id}>{cell(i, () => row.values[readyIndex[i]] ?? '–')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

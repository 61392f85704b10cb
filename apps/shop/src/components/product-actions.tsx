import { useIntl } from 'react-intl';
import { addToCartAtom, addToCompareAtom, showToastAtom, useSetAtom, MAX_COMPARE } from '@bike/shared/store';
import { Button } from '@bike/shared/ui';
import type { Item } from '@bike/shared/domain';

/**
 * Add to cart and add to compare. Both write to the shell's one store, so the header's cart
 * count changes at once; both confirm with the toasts of spec point 8.
 */
export function ProductActions({ item }: { item: Item }) {
  const intl = useIntl();
  const addToCart = useSetAtom(addToCartAtom);
  const addToCompare = useSetAtom(addToCompareAtom);
  const toast = useSetAtom(showToastAtom);
  const isBike = item.itemtype === 'bike';
  const priced = item.$$price.msrp != null;

  return (
    <div className="product-actions">
      <Button
        disabled={!priced || item.availability === 'unavailable'}
        onClick={() => {
          addToCart({
            id: item.externalid,
            qty: 1,
            title: item.title,
            image: item.image ?? undefined,
            itemtype: item.itemtype,
            options: Object.fromEntries(Object.entries({ size: item.size, design: item.paint_des, groupset: item.groupset }).filter(([, v]) => !!v)) as Record<string, string>,
            // The list price: vouchers and discounts are applied by the server at checkout.
            price: item.$$price.msrp,
            currency: item.$$price.currency,
          });
          toast({ kind: 'success', message: intl.formatMessage({ id: isBike ? 'toast.addedToCart' : 'toast.itemAddedToCart' }) });
        }}
      >
        {intl.formatMessage({ id: 'common.addToCart' })}
      </Button>
      {isBike && (
        <Button
          variant="secondary"
          onClick={() => {
            const result = addToCompare({ id: item.externalid, title: item.title, image: item.image ?? undefined });
            if (result === 'full') toast({ kind: 'error', message: intl.formatMessage({ id: 'toast.compareFull' }, { max: MAX_COMPARE }) });
            else toast({ kind: 'success', message: intl.formatMessage({ id: 'toast.addedToCompare' }) });
          }}
        >
          {intl.formatMessage({ id: 'common.addToCompare' })}
        </Button>
      )}
    </div>
  );
}

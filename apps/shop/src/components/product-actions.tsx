import { useEffect } from 'react';
import {
  addToCartAtom, addToCompareAtom, cartAtom, chooseCartLineSizeAtom, clearToastAtom, compareAtom, lineNeedsSize, removeFromCompareAtom, showToastAtom,
  useAtomValue, useSetAtom, MAX_COMPARE, type CartLine,
} from '@bike/shared/store';
import { ShopLink } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { isBuyable, type Item } from '@bike/shared/domain';
import { useT } from '@bike/shared/i18n';

/** What the actions need of an item: a full Item and the shop's list rows both fit. */
export type ActionItem = Pick<Item, 'externalid' | 'title' | 'itemtype' | 'image' | 'groupset' | 'paint_des' | 'size' | '$$price' | 'availability'>;

export interface ProductActionsProps {
  item: ActionItem;
  /** The chosen size: its external id goes into the cart and the size shows under the line. */
  selectedSize?: { size: string; externalid: string } | null;
  /** Set when the buyer must choose a size first; the add-to-cart button explains why it waits. */
  needsSize?: boolean;
  /**
   * Where a bike's sizes are chosen (its page), for a card that cannot offer them: without a
   * chosen size, a link there takes the add-to-cart button's place (issue 32: no bike without a size).
   */
  chooseSizeAt?: string;
  /** Small buttons for cards. */
  compact?: boolean;
}

/**
 * Add to cart and add to compare. Both write to the shell's one store, so the header's cart
 * count changes at once; both confirm with the toasts of spec point 8. Compare holds bikes only
 * and at most MAX_COMPARE of them; a full list says so instead of silently dropping one.
 */
/** The key of the size hint, so choosing a size or adding the bike clears it. */
const CHOOSE_SIZE = 'choose-size';

export function ProductActions({ item, selectedSize, needsSize = false, chooseSizeAt, compact = false }: ProductActionsProps) {
  const t = useT();
  const addToCart = useSetAtom(addToCartAtom);
  const chooseLineSize = useSetAtom(chooseCartLineSizeAtom);
  const cart = useAtomValue(cartAtom);
  const addToCompare = useSetAtom(addToCompareAtom);
  const removeFromCompare = useSetAtom(removeFromCompareAtom);
  const compareList = useAtomValue(compareAtom);
  const toast = useSetAtom(showToastAtom);
  const clearToast = useSetAtom(clearToastAtom);
  // "Choose your size first" no longer applies once a size is chosen.
  useEffect(() => {
    if (selectedSize) clearToast(CHOOSE_SIZE);
  }, [selectedSize, clearToast]);
  const isBike = item.itemtype === 'bike';
  const inCompare = compareList.some((e) => e.id === item.externalid);
  const buyable = isBuyable(item);
  const size = compact ? 'small' : 'normal';

  const onAddToCart = () => {
    // A bike is ordered in one of its sizes, named by the size's own external id.
    if ((isBike || needsSize) && !selectedSize) {
      toast({ kind: 'info', message: t('bike.chooseSizeFirst'), key: CHOOSE_SIZE });
      return;
    }
    const options = Object.fromEntries(
      Object.entries({ size: selectedSize?.size ?? item.size, design: item.paint_des, groupset: item.groupset }).filter(([, v]) => !!v),
    ) as Record<string, string>;
    const line: CartLine = {
      id: selectedSize?.externalid ?? item.externalid,
      qty: 1,
      title: item.title,
      image: item.image ?? undefined,
      itemtype: item.itemtype,
      options,
      // The list price: vouchers and discounts are applied by the server at checkout.
      price: item.$$price.msrp,
      currency: item.$$price.currency,
    };
    // A line of this bike that waits for its size (an older cart) takes the chosen size in its place.
    const waiting = cart.products.some((p) => p.id === item.externalid && lineNeedsSize(p));
    if ((waiting ? chooseLineSize({ waitingId: item.externalid, line }) : addToCart(line)) === 'sizeRequired') {
      toast({ kind: 'info', message: t('bike.chooseSizeFirst'), key: CHOOSE_SIZE });
      return;
    }
    clearToast(CHOOSE_SIZE);
    toast({ kind: 'success', message: t(isBike ? 'toast.addedToCart' : 'toast.itemAddedToCart') });
  };
  // A card that cannot offer the sizes sends the shopper to the bike page to choose one; a bike
  // with no size to offer at all cannot be added.
  const sizeElsewhere = isBike && !selectedSize && !!chooseSizeAt;
  const noSize = isBike && !selectedSize && !needsSize;

  const onToggleCompare = () => {
    if (inCompare) {
      removeFromCompare(item.externalid);
      return;
    }
    const result = addToCompare({ id: item.externalid, title: item.title, image: item.image ?? undefined });
    // Either answer leads to the list (to compare, or to make room), as the header's counter does.
    const action = { label: `${t('nav.compare')} (${compareList.length + (result === 'added' ? 1 : 0)})`, to: 'compare' };
    if (result === 'full') toast({ kind: 'error', message: t('toast.compareFull', { max: MAX_COMPARE }), action });
    else toast({ kind: 'success', message: t('toast.addedToCompare'), action });
  };

  return (
    <div className={`product-actions${compact ? ' product-actions--compact' : ''}`}>
      {sizeElsewhere ? (
        <ShopLink
          to={chooseSizeAt}
          className={`btn${compact ? ' btn--small' : ''}`}
          aria-label={t('bike.chooseSizeOf', { name: item.title })}
          data-testid="choose-size"
        >
          {t('bike.chooseSize')}
        </ShopLink>
      ) : (
        <Button size={size} disabled={!buyable || noSize} onClick={onAddToCart} data-testid="add-to-cart">
          {t('common.addToCart')}
        </Button>
      )}
      {isBike && (
        <Button variant="secondary" size={size} aria-pressed={inCompare} onClick={onToggleCompare} data-testid="add-to-compare">
          {t(inCompare ? 'common.removeFromCompare' : 'common.addToCompare')}
        </Button>
      )}
    </div>
  );
}

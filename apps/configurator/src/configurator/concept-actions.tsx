import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Concept } from '@bike/shared/domain/configurator';
import { CONCEPT_ITEM_PREFIX } from '@bike/shared/domain/configurator-choices';
import { addToCartAtom, addToCompareAtom, MAX_COMPARE, showToastAtom, useSetAtom, type CartLine, type CompareEntry } from '@bike/shared/store';
import { Button } from '@bike/shared/ui';

/**
 * A saved concept as a cart line: the configured bike (`CONCEPT-{code}`) with its size, paint,
 * groupset and parts, at its list price (the cart takes the voucher off by the one pricing rule,
 * and checkout prices it again from its choices). No line without a price in this market, and
 * none without a size: a bike is always ordered in one (issue 32).
 */
export function conceptCartLine(concept: Concept): CartLine | null {
  if (!concept.price) return null;
  const named = concept.localizedconfiguration;
  if (!named.size) return null;
  return {
    id: `${CONCEPT_ITEM_PREFIX}${concept.code}`, qty: 1, title: concept.modelname, image: concept.image, itemtype: 'bike',
    options: { size: named.size, design: named.design, groupset: named.groupset, wheels: named.wheels, cockpit: named.cockpit, saddle: named.saddle },
    price: concept.price.total, currency: concept.price.currency, category: 'bikes', brandkey: concept.brand,
  };
}

/** A concept in the shop's compare list: the compare page reads it as a column beside catalogue bikes. */
export const conceptCompareEntry = (concept: Concept): CompareEntry => ({ id: `${CONCEPT_ITEM_PREFIX}${concept.code}`, title: concept.modelname, image: concept.image });

/** A concept can be bought when it has a price here and ships within the promise. */
export const conceptSellable = (concept: Concept): boolean => concept.price !== null && concept.delivery?.withinPromise === true;

/**
 * Adding a concept to the cart or the compare list through the shared store (the shell's cart
 * badge and the shop's compare list see it at once), each with the toast of spec point 8.
 */
export function useConceptActions() {
  const intl = useIntl();
  const addToCompare = useSetAtom(addToCompareAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const toast = useSetAtom(showToastAtom);
  return {
    buy(concept: Concept): boolean {
      const line = conceptCartLine(concept);
      if (!line || addToCart(line) !== 'added') return false;
      toast({ kind: 'success', message: intl.formatMessage({ id: 'toast.addedToCart' }) });
      return true;
    },
    compare(concept: Concept): boolean {
      const result = addToCompare(conceptCompareEntry(concept));
      if (result === 'full') toast({ kind: 'error', message: intl.formatMessage({ id: 'toast.compareFull' }, { max: MAX_COMPARE }) });
      else toast({ kind: 'success', message: intl.formatMessage({ id: 'toast.addedToCompare' }) });
      return result !== 'full';
    },
  };
}

/**
 * The concept page's own buttons (issue 32 item 9): in the cart in its size, and in the compare
 * list. Inactive until hydrated, so a press before the script runs is never lost; a build that
 * cannot ship within the promise (or has no price here) is not sold, and the page says why.
 */
export function ConceptActions({ concept }: { concept: Concept }) {
  const intl = useIntl();
  const { buy, compare } = useConceptActions();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="concept-actions__buy">
      <Button type="button" disabled={!ready || !conceptSellable(concept)} onClick={() => buy(concept)} data-testid="concept-add-to-cart">
        {intl.formatMessage({ id: 'common.addToCart' })}
      </Button>
      <Button type="button" variant="secondary" disabled={!ready} onClick={() => compare(concept)} data-testid="concept-compare">
        {intl.formatMessage({ id: 'common.addToCompare' })}
      </Button>
      {concept.localizedconfiguration.size && (
        <p className="concept-actions__size">{intl.formatMessage({ id: 'configurator.conceptSize' }, { size: concept.localizedconfiguration.size })}</p>
      )}
    </div>
  );
}

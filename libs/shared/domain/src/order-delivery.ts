/**
 * Where an order goes, as its buyer sees it (issue 32 items 7 and 14): delivered to an address,
 * or collected at a dealer. A dealer-pickup order keeps the shopper's home address only as the
 * invoice address: it is never shown as a delivery address.
 */

/** A postal address with its lines as the address's country writes them ("Kerkstraat 12", "3580 Beringen"). */
export interface PostalAddressView {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  lines: string[];
}

/** The dealer an order is collected at; address null when the dealer is no longer listed. */
export interface PickupDealerView {
  name: string;
  address: PostalAddressView | null;
  phone: string | null;
  /** The dealer page's path segment (/dealers/{slug}), null when it has none. */
  slug: string | null;
}

export type OrderDelivery = { method: 'CONSUMER'; address: PostalAddressView } | { method: 'DEALER'; dealer: PickupDealerView };

/**
 * The shopper's view of the order's two states (issue 32 item 7): where the money is (paid,
 * waiting for a transfer, failed...) and where the goods are (the order status). The order
 * status says paid too, so the delivery state starts at "ordered" until the order is handled.
 */
export type DeliveryState = 'ordered' | 'processing' | 'production' | 'stock' | 'readytoship' | 'shipped' | 'cancelled';

export function deliveryStateOf(status: string): DeliveryState {
  switch (status) {
    case 'processing':
    case 'production':
    case 'stock':
    case 'readytoship':
    case 'shipped':
    case 'cancelled':
      return status;
    default:
      // pending and paid: nothing has moved yet.
      return 'ordered';
  }
}

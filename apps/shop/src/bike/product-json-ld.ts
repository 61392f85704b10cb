import { schemaOrgAvailability, type Item } from '@bike/shared/domain';
import { shownPrice } from '@bike/shared/domain/shown-price';

/**
 * schema.org Product for search engines (issue point 9): price in the locale currency,
 * availability, sku, brand and image. A price-less item gets no offer rather than a wrong one.
 */
export function productJsonLd(item: Item, brandName: string) {
  const price = shownPrice(item.$$price).now;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    sku: item.externalid,
    description: item.description || undefined,
    image: item.image ? [item.image] : undefined,
    brand: { '@type': 'Brand', name: brandName },
    category: item.attributes?.['google_product_category'] || undefined,
    color: item.paint_des || undefined,
    offers:
      price == null
        ? undefined
        : {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: item.$$price.currency,
            availability: schemaOrgAvailability(item.availability),
            itemCondition: 'https://schema.org/NewCondition',
          },
  };
}

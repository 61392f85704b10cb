/**
 * English texts of the shop list pages only (/shop, bikes-shop, sales: title, filters, sorting,
 * paging; compare's empty state): loaded with those pages and the compare page alone
 * (apps/shop/src/messages.ts), so a bike, platform or category page does not carry them.
 * ICU messages, precompiled at build time.
 */
export const en = {
  'shop.title': 'Shop',
  'shop.filters': 'Filters',
  'shop.clearFilters': 'Clear all filters',
  'shop.sortBy': 'Sort by',
  'shop.sortPriceAsc': 'Price: low to high',
  'shop.sortPriceDesc': 'Price: high to low',
  'shop.sortNewest': 'Newest',
  'shop.deliveryDate': 'Delivery date',
  'shop.category': 'Category',
  'shop.size': 'Size',
  'shop.colour': 'Colour',
  'shop.noResults': 'No products match these filters.',
  'shop.onStock': 'In stock',
  'shop.outOfStock': 'Out of stock',
  'shop.deliveryWorkdays': '{days, plural, one {Ships in # working day} other {Ships in # working days}}',
  'shop.homeDelivery': 'Home delivery in 3 to 5 working days',
  'shop.nextDayDelivery': 'Order before 12:00 for delivery the next day',
  'shop.dealerDelivery': 'Pick up at your dealer',
  'shop.voucher': 'Voucher',
  'shop.compareTitle': 'Compare bikes',
  'shop.compareEmpty': 'No bikes to compare yet.',
  'shop.compareCount': '{count, plural, one {# bike} other {# bikes}} to compare',
  'shop.factoryStock': 'Factory stock',
  'shop.dealerStock': 'Dealer stock',
  'shop.categories.all': 'All',
  'shop.categories.bikes': 'Bikes',
  'shop.categories.accessories': 'Accessories & apparel',
  'shop.categories.outlet': 'Outlet',
  'shop.filter.apply': 'Apply filters',
  'shop.filter.showResults': '{count, plural, =0 {No results} one {Show # result} other {Show # results}}',
  'shop.filter.count': '{count, plural, one {# result} other {# results}}',
  'shop.filter.remove': 'Remove filter {label}',
  'shop.search.label': 'Search the shop',
  'shop.search.placeholder': 'Search bikes, accessories and apparel',
  'shop.sortRelevance': 'Relevance',
  'shop.sortName': 'Name',
  'shop.pagination.label': 'Pages',
  'shop.pagination.page': 'Page {page}',
  'shop.resultsHeading': 'Products',
  'shop.resultsCount': '{count, plural, =0 {No results} one {# result} other {{from}–{to} of # results}}',
  'shop.meta.filteredDescription': '{filters} in the shop: prices, availability and delivery.',
  'shop.bikesShop.description': 'Every bike you can order online, with its price and delivery time.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;

/**
 * English texts of the dealers remote (dealer locator, dealer pages and stock
 * lookups): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Dealers and stock lookup.
  'dealers.title': 'Find a dealer',
  'dealers.searchLabel': 'Town or postcode',
  'dealers.useMyLocation': 'Use my location',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'No dealers found near this location.',
  'dealers.contact': 'Contact this dealer',
  'dealers.requestSent': 'Your request has been sent to the dealer.',
  'dealers.route': 'Route',
  'dealers.openingHours': 'Opening hours',
  'dealers.map': 'Map of dealers',
  'dealers.list': 'List of dealers',
  'dealers.onStock': 'On stock at this dealer',
  'dealers.noStock': 'Not on stock',
  'dealers.otherSize': 'Other size on stock',
  'dealers.otherDesign': 'Other design on stock',
  'dealers.rental': 'Rental bikes',

  // Page titles and descriptions (document title and meta description per route).
  'page.dealers.title': 'Find a dealer',
  'page.dealers.description': 'Find a dealer near you and see which %BRAND% bikes they have in stock.',
  'page.dealers.near': 'Dealers near {place}',
  'page.inventory.title': 'Stock',
  'page.inventory.description': 'Bikes on stock at the factory and at dealers.',
  'dealers.searchTitle': 'Search dealers',
  'dealers.search': 'Search',
  'dealers.typeLabel': 'Show',
  'dealers.type.all': 'Dealers and rental points',
  'dealers.type.dealer': 'Dealer',
  'dealers.type.rental': 'Rental point',
  'dealers.countryLabel': 'Country',
  'dealers.allCountries': 'All countries',
  'dealers.yourLocation': 'your location',
  'dealers.locating': 'Finding your location…',
  'dealers.locationDenied': 'Your browser did not share your location. Search by town or postcode instead.',
  'dealers.locationUnavailable': 'Your location could not be found. Search by town or postcode instead.',
  'dealers.placeNotFound': 'We do not know a place called "{place}". Showing dealers near the default location instead.',
  'dealers.backToLocator': 'All dealers',
  'dealers.address': 'Address',
  'dealers.website': 'Website',
  'dealers.services': 'Services',
  'dealers.service.repair': 'Repairs and servicing',
  'dealers.service.bikefitting': 'Bike fitting',
  'dealers.service.testride': 'Test rides',
  'dealers.service.ebike': 'E-bike service',
  'dealers.service.pickup': 'Collect your online order',
  'dealers.service.rental': 'Bike rental',
  'dealers.closed': 'Closed',
  'dealers.noStockAtAll': 'This dealer has none of our bikes in stock right now. Ask them: they can order yours.',
  'dealers.sizesOnStock': 'Sizes in stock',
  'dealers.requestIntro': 'Leave your details and {dealer} will contact you.',
  'dealers.firstName': 'First name',
  'dealers.lastName': 'Last name',
  'dealers.email': 'E-mail',
  'dealers.phone': 'Phone (optional)',
  'dealers.askAbout': 'I\'m interested in',
  'dealers.askAboutNothing': 'Nothing in particular',
  'dealers.captchaRequired': 'Please confirm that you are not a robot.',
  'dealers.send': 'Send request',
  'dealers.sending': 'Sending…',
  'dealers.needsScript': 'The form works once the page has finished loading.',
  'dealers.viewDealer': 'View dealer',
  'dealers.inMapView': 'Dealers in the map view',
  'dealers.mapLoading': 'Loading the map…',
  'dealers.mapFailed': 'The map could not be loaded. The list shows every dealer near you.',
  'captcha.label': 'I\'m not a robot',
  'captcha.verifying': 'Verifying…',
  'captcha.verified': 'Verified',
  'captcha.failed': 'Verification failed',
  'captcha.retry': 'Try again',
  'dealers.exploreMap': 'Explore the map',
  'dealers.mapOf': 'Map: {dealer} in {town}',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;

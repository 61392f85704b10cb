// Public surface of the shared domain library: entity types, valibot schemas and pure rules
// that both the browser and the API import. One file per topic; add a line per topic here.
export * from './catalogue';
export * from './catalogue-requests';
// The shop's filter, related-items, stock and dealer calls (request schemas and answer shapes).
export * from './catalogue-filter';
export * from './shop-limits';
export * from './locale-entry';
export * from './discount';
export * from './discount-schemas';
export * from './account';
export * from './catalogue-menu';
export * from './availability';
export * from './checkout-forms';
export * from './order-totals';
export * from './order-status';
export * from './order-address';
export * from './order-checkout';
export * from './order-token';
// What the buyer sees of an order: delivery or pickup dealer, and the guest's lookup (issue 32).
export * from './order-delivery';
export * from './order-lookup';
export * from './safe-redirect';
// One-line text for mail headers and one-line fields (no CR, LF or other line breakers).
export * from './single-line';
export * from './vat-number';
export * from './vat-deduction';
export * from './order-quantities';
// A bike line names its frame size (issue 32).
export * from './frame-size';
export * from './session-cookies';
// The services a dealer may offer (bike fitting among them).
export * from './dealer-services';
// Dealer contact requests (spec point 3).
export * from './dealer-request';
// Real towns for the demo dealers and the locator's offline place search (data loads only where used).
export * from './gazetteer';
// Map marker types (spec point 3) and the rule that picks one from a dealer's stock.
export * from './stock-markers';
// The inventory and stock lookups (spec point 7): filters, request schemas and answer shapes.
export * from './inventory';
export * from './inventory-limits';
// Bike registration for the frame warranty: form schemas, the warranty rule, answer shapes.
export * from './bike-registration';
// The account's activity feed and account deletion.
export * from './account-activity';
// The configurator: model, choices, price, delivery, size finder and concept codes.
export * from './configurator';
export * from './concept-code';
export * from './configurator-requests';
// The bike picture (SVG) for product images and the configurator.
export * from './bike-drawing';
// The photo fan zone: submission and decision schemas, statuses, answer shapes.
export * from './fanzone';
// Content blocks (mixedContent) and the prize draw form's contract.
export * from './content-blocks';
export * from './prize-draw';
// Job applications (a CV and a motivation to the jobs mailbox).
export * from './job-application';
// Messages to customer service and bike-fitting requests to a dealer (issue 32 item 13).
export * from './contact-requests';
// The brands' names (the browser's brand library adds tokens and logos).
export * from './brand-names';
// The admin's order list and dashboard (filters and answer shapes), and the reference rates.
export * from './admin-orders';
export * from './reference-rates';

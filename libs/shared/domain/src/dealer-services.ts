/**
 * Services a dealer may offer (spec point 3's dealer data; the dealer page labels them). A module
 * of its own, without schemas, so a page that only names a service carries nothing else.
 */
export const DEALER_SERVICES = ['repair', 'bikefitting', 'testride', 'ebike', 'pickup', 'rental'] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];

/** The service that says a dealer has a fitter (the bike-fitting page lists these dealers). */
export const FITTING_SERVICE: DealerService = 'bikefitting';

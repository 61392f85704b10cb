/**
 * Warranty: bike registrations for the 5-year frame warranty and the equipment list (spec
 * points 3, 7, 9). Serials of sold bikes live with the orders (bike_serials); uploads with
 * the uploads library.
 */
export * from './schema';
export { registerWarrantyRoutes, SERIAL_MISSES_PER_HOUR } from './warranty-routes';
export { equipmentOf } from './equipment';

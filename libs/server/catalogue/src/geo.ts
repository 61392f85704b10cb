import { sql, type SQL } from 'drizzle-orm';

/**
 * Great-circle distance in km between a row's lat/lng columns and a point (haversine), in SQL
 * so dealers can be ordered nearest first by the database. least(1, ...) keeps asin defined
 * when rounding pushes the argument a hair above 1.
 */
export function distanceKmSql(latColumn: SQL, lngColumn: SQL, lat: number, lng: number): SQL {
  return sql`(12742 * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}::float8) / 2), 2)))))`;
}

export const roundKm = (km: number | string | null): number | null => (km === null ? null : Math.round(Number(km) * 10) / 10);

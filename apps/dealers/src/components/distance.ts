/** Kilometres as the page's language writes them: one decimal near by, whole kilometres further out. */
export const kmOptions = (km: number) => ({ style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }) as const;

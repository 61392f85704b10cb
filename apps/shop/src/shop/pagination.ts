/**
 * Pagination math: how many pages, and which page numbers to link. Links show the first and
 * last page, the current one with its neighbours, and a gap marker where pages are skipped.
 */
export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export function pageLinks(current: number, pages: number, neighbours = 1): PageLink[] {
  if (pages <= 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const wanted = new Set<number>([1, pages]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pages) wanted.add(p);
  // A gap of exactly one page is shown as that page: "1 2 3" reads better than "1 … 3".
  const sorted = [...wanted].sort((a, b) => a - b);
  const filled: number[] = [];
  for (const p of sorted) {
    const prev = filled[filled.length - 1];
    if (prev !== undefined && p - prev === 2) filled.push(prev + 1);
    filled.push(p);
  }
  const links: PageLink[] = [];
  for (const p of filled) {
    const prev = links[links.length - 1];
    if (prev?.kind === 'page' && p - prev.page > 1) links.push({ kind: 'gap', key: `gap-${prev.page}` });
    links.push({ kind: 'page', page: p, current: p === page });
  }
  return links;
}

/** "25–48" for page 2 of 24: the range of results on a page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

export * from './recently-viewed';
export { MAX_RECENTLY_VIEWED, recentlyViewedKey, type RecentlyViewedEntry } from './rules';

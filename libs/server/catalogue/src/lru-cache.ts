// The bounded LRU map lives in server core (the read caches and the site server's page cache use it too).
export { LruCache } from '@bike/server/core';

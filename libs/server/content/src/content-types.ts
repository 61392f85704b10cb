/**
 * The content entry types stored in content_entries.type, and the shapes of their `data`.
 * Browser-safe (no node imports): the block shapes are the contract for the content remote.
 */
export const ENTRY_TYPES = [
  'page',
  'homepage',
  'playground',
  'blogArticle',
  'blogCategory',
  'bikeCategory',
  'bikeSpotlight',
  'crosslink',
  'project',
  'review',
  'vacancy',
  'menuEntry',
  'globalSet',
  'configuration',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Spec point 9: blog lists default to these seven category ids. */
export { DEFAULT_BLOG_CATEGORY_IDS } from '@bike/shared/domain/blog';

/** Spec point 9: review language order when the visitor's language and English are used up. */
export const DEFAULT_REVIEW_LANGUAGE_ORDER = ['nl', 'en', 'fr', 'es', 'de', 'it', 'int'] as const;

/** Spec point 9: configurations list on the home page. */
export const CONFIGURATIONS_LIMIT = 3;

export const MENU_ENTRY_TYPES = ['link', 'bikeCategory', 'submenuInfo', 'submenu', 'submenuInline'] as const;
export type MenuEntryType = (typeof MENU_ENTRY_TYPES)[number];

export const GLOBAL_SET_HANDLES = ['socialMedia', 'footer', 'settings', 'newsletterOptin'] as const;
export type GlobalSetHandle = (typeof GLOBAL_SET_HANDLES)[number];

// The block shapes are shared with the content remote (the browser renders what this serves).
export { BLOCK_TYPES, isBlockType, type BlockFields, type BlockType, type ContentBlock, type ContentImage } from '@bike/shared/domain/content-blocks';

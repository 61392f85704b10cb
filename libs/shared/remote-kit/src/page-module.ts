import type { ComponentType } from 'react';
import type { ApiClient, ContentClient } from '@bike/shared/api-client';
import type { Catalogue } from '@bike/shared/i18n';

/**
 * The contract between the shell and a remote. A remote exposes `./pages`: a registry of
 * lazily loaded page modules. A page module reads top to bottom: metadata, data loading,
 * component. The shell runs the same loader on the server and in the browser, passing the
 * locale and brand explicitly.
 */
export interface LoaderContext {
  locale: string;
  language: string;
  country: string;
  brand: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  api: ApiClient;
  content: ContentClient;
}

export interface PageMeta {
  title: string;
  description?: string;
  /** Message ids the shell translates when the page has no title or description of its own. */
  titleKey?: string;
  descriptionKey?: string;
  /** Extra head tags such as Open Graph or JSON-LD, as plain data. */
  openGraph?: Record<string, string>;
  jsonLd?: unknown;
}

export interface PageProps<TData = unknown> {
  data: TData;
}

export interface PageModule<TData = unknown> {
  meta?: (data: TData, ctx: Pick<LoaderContext, 'locale' | 'brand' | 'language'>) => PageMeta;
  loader?: (ctx: LoaderContext) => Promise<TData>;
  Component: ComponentType<PageProps<TData>>;
}

export type PageRegistry = Record<string, () => Promise<{ default: PageModule<any> }>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A remote's own texts for one language (apps/<remote>/src/messages): the keys only that remote
 * uses, ICU AST once built. Each language is its own chunk (an import() with a literal path; see
 * catalogueLoader in @bike/shared/i18n); an unknown language gets English. The shell names the
 * page it loads the texts for, so a remote may split its texts by page group and a page
 * downloads only its group's (the account remote: sign-in forms vs the account area).
 */
export type RemoteMessages = (language: string, page?: string) => Promise<Catalogue>;

/**
 * What a remote's `./pages` module exports. The shell loads `messages(language)` together with a
 * page's module, so the page renders with the shared catalogue and the remote's texts over it.
 */
export interface RemotePages {
  pages: PageRegistry;
  messages: RemoteMessages;
}

/** Thrown by a loader when the thing asked for does not exist: the shell answers 404. */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(readonly code: string, message = 'This page could not be found') {
    super(message);
  }
}

export function definePage<TData>(page: PageModule<TData>): PageModule<TData> {
  return page;
}

import type { ComponentType } from 'react';
import type { Client } from 'urql';
import type { ApiClient } from '@bike/shared/api-client';

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
  content: Client;
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

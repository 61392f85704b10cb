import { createContext } from 'react';
import type { NewsletterOptin } from '../content-queries';

/**
 * The opt-in texts of the page's language (a global set), given by the page that renders the
 * blocks to the newsletter block. Its own module, so a page carries the block only when it loads
 * the forms group.
 */
export const NewsletterOptinContext = createContext<NewsletterOptin | null>(null);

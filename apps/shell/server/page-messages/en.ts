/**
 * English texts of the site server's own error pages (error-page.ts): the answers a browser gets
 * when no remote can draw the page (an address no page can have, a failure outside the page's
 * React tree). `{brand}` is the brand's display name, `{status}` the HTTP status.
 */
export const en = {
  'status': 'Error code {status}',
  'badRequest.title': 'This address cannot be opened',
  'badRequest.text': 'The address holds characters that no page of {brand} has. Check the link, or start again from the home page.',
  'serverError.title': 'Something went wrong on our side',
  'serverError.text': 'We could not show this page just now. Try again in a moment; if it keeps happening, start again from the home page.',
  'home': 'To the home page of {brand}',
};

export type ErrorPageMessages = Record<keyof typeof en, string>;

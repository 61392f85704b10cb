/**
 * English texts of the site server's own error pages (error-page.ts): the answers a browser gets
 * when no remote can draw the page (an address no page can have, a failure outside the page's
 * React tree, a database that holds no shop yet). `{brand}` is the brand's display name,
 * `{status}` the HTTP status.
 */
export const en = {
  'status': 'Error code {status}',
  'badRequest.title': 'This address cannot be opened',
  'badRequest.text': 'The address holds characters that no page of {brand} has. Check the link, or start again from the home page.',
  'serverError.title': 'Something went wrong on our side',
  'serverError.text': 'We could not show this page just now. Try again in a moment; if it keeps happening, start again from the home page.',
  'notOpen.title': 'The shop is not open yet',
  'notOpen.text': 'The shop of {brand} is being set up and has nothing to show yet. Please come back a little later.',
  'home': 'To the home page of {brand}',
};

export type ErrorPageMessages = Record<keyof typeof en, string>;

import { escapeHtml } from '@bike/server/core';

/**
 * The embedded development provider's pages: no script at all, every value escaped, one inline
 * style block allowed by this answer's own nonce (devOidcPagePolicy).
 */
export interface DevSignInPageData {
  /** "Google" or "Facebook": which provider this stands in for. */
  label: string;
  /** The authorization request, carried through the form unchanged. */
  hidden: Record<string, string>;
  styleNonce: string;
}

export const devOidcPagePolicy = (styleNonce: string) =>
  ["default-src 'none'", `style-src 'nonce-${styleNonce}'`, "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"].join('; ');

function shell(title: string, styleNonce: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style nonce="${e(styleNonce)}">
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #52525b; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input[type=email], input[type=text] { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem; border: 1px solid #71717a; border-radius: 6px; }
  .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #fff; color: #18181b; cursor: pointer; min-height: 44px; }
  button.primary { background: #18181b; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function devSignInPage(d: DevSignInPageData): string {
  const e = escapeHtml;
  const hidden = Object.entries(d.hidden)
    .map(([name, value]) => `    <input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('\n');
  return shell(
    `Development sign-in (${d.label})`,
    d.styleNonce,
    `  <h1>Development sign-in for ${e(d.label)}</h1>
  <p class="note">This local OpenID provider stands in for ${e(d.label)} on a development machine. It signs in whoever is typed here; a production deployment never serves it.</p>
  <form method="post" action="/dev-oidc/authorize">
${hidden}
    <label for="dev-oidc-email">Email address</label>
    <input id="dev-oidc-email" name="email" type="email" autocomplete="email" required maxlength="254">
    <label for="dev-oidc-name">Name</label>
    <input id="dev-oidc-name" name="name" type="text" autocomplete="name" maxlength="100">
    <label class="check" for="dev-oidc-verified"><input id="dev-oidc-verified" name="email_verified" type="checkbox" value="true"> Email address verified</label>
    <div class="actions">
      <button type="submit" name="action" value="approve" class="primary">Sign in</button>
      <button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
    </div>
  </form>`,
  );
}

export function devErrorPage(message: string, styleNonce: string): string {
  return shell('Sign-in request refused', styleNonce, `  <h1>Sign-in request refused</h1>\n  <p role="alert">${escapeHtml(message)}</p>`);
}

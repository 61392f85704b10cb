/**
 * English texts of the account remote (login, registration, password reset, account
 * pages and bike registration): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Account (spec point 1).
  'account.title': 'My account',
  'account.logout': 'Log out',
  'account.register': 'Create account',
  'account.forgotPassword': 'Forgot your password?',
  'account.sendResetLink': 'Send reset link',
  'account.resetSent': 'If an account exists for {email}, we sent a link to reset the password.',
  'account.passwordChanged': 'Your password has been changed. You can log in now.',
  'account.registered': 'Almost done! We sent an activation mail to {email}.',
  'account.resendActivation': 'Resend activation mail',
  'account.activated': 'Your account is activated. Welcome!',
  'account.continueWithGoogle': 'Continue with Google',
  'account.continueWithFacebook': 'Continue with Facebook',
  'account.noAccount': 'No account yet?',
  'account.haveAccount': 'Already have an account?',
  'account.orderDate': 'Ordered on {date}',

  // Page titles and descriptions (document title and meta description per route).
  'page.login.title': 'Log in',
  'page.login.description': 'Log in to your %BRAND% account.',
  'page.register.title': 'Create account',
  'page.register.description': 'Create your %BRAND% account.',
  'page.activate.title': 'Activate your account',
  'page.lostPassword.title': 'Forgot password',
  'page.lostPassword.description': 'Reset your password.',
  'page.passwordreset.title': 'Choose a new password',
  'page.passwordreset.submit': 'Save new password',
  'page.bikeRegistration.description': 'Register your bike and extend the frame warranty to 5 years.',
  'page.bikeRegistrationSuccess.description': 'Your bike is registered.',
  'account.emailConfirmed': 'Your new email address {email} is confirmed.',
  'account.emailTaken': 'An account already exists for this email address.',
  'page.confirmEmail.title': 'Confirm your email address',
  'account.notActivated': 'Your account is not activated yet. Follow the link in the activation mail, or ask for a new one.',
  'account.socialSignIn': 'Or continue with',
  'account.socialFailed': 'Signing in with that account did not work. Please try again, or log in with your email address.',
  'account.socialLinkRefused': 'An account with this email address already exists. Log in with your email address and password.',
  'account.socialUnavailable': 'This way of signing in is not available right now. Please log in with your email address.',
  'account.socialBusy': 'Too many sign-in attempts. Please wait a few minutes and try again.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;

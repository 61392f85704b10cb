/** English texts of the mail frame (@bike/server/mail): greeting, button fallback and the market's legal footer. */
export const en = {
  'frame.greeting': 'Hello,',
  'frame.greetingNamed': 'Hello {name},',
  'frame.linkFallback': 'If the button does not work, copy this link into your browser:',
  'frame.market': '{brand} · country: {country}',
  'frame.privacy': 'Privacy policy',
  'frame.terms': 'Terms and conditions',
  'frame.sentTo': 'This mail was sent to {email}.',
  'frame.copyright': '© {year} {brand}. All rights reserved.',
};

export type FrameMessages = Record<keyof typeof en, string>;

/**
 * Characters that break or hide a line: C0 controls (CR, LF, tab, NUL, ...), DEL, C1 controls
 * (NEL among them) and Unicode's line and paragraph separators. In a mail header they could start
 * a header of their own (Bcc:) or, in a mail client that honours U+2028 or NEL, look like one; in
 * a one-line field of a mail body they could forge a line ("E-mail: ...").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A text as one line: every run of the characters above becomes one space, then the ends are
 * trimmed ("Jan\r\nBcc: x" becomes "Jan Bcc: x"). Used for every mail header field (the mailer
 * applies it) and for the one-line fields a visitor types into a mail (a name, a phone number).
 */
export const singleLine = (text: string): string => text.replace(LINE_BREAKING, ' ').trim();

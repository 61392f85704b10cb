import { fillTemplate, letterMail, mailLanguageOf } from './mail-text';

describe('mail texts', () => {
  it('reads the language of a locale, English for any other', () => {
    expect(['nl_BE', 'de_CH', 'fr_INT', 'en_GB', 'pt_BR', '', undefined, null].map(mailLanguageOf)).toEqual(['nl', 'de', 'fr', 'en', 'en', 'en', 'en', 'en']);
  });

  it('fills placeholders, an unknown one with nothing', () => {
    expect(fillTemplate('Hallo {name}, {missing}bestelling {id}', { name: 'Lotte', id: 7 })).toBe('Hallo Lotte, bestelling 7');
  });

  it('writes paragraphs as text and escaped HTML, keeping a paragraph’s lines', () => {
    const mail = letterMail({ to: 'a@example.com', subject: 'S', paragraphs: ['Hallo,', '<b>first</b>\nsecond'], replyTo: 'b@example.com' });
    expect(mail.text).toBe('Hallo,\n\n<b>first</b>\nsecond');
    expect(mail.html).toBe('<p>Hallo,</p>\n<p>&lt;b&gt;first&lt;/b&gt;<br>second</p>');
    expect(mail.replyTo).toBe('b@example.com');
    expect(letterMail({ to: 'a@example.com', subject: 'S', paragraphs: [] })).not.toHaveProperty('replyTo');
  });
});

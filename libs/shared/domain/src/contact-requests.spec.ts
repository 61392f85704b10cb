import * as v from 'valibot';
import { contactRequestSchema, fittingDateWindowMessage, fittingDayWindow, fittingRequestSchema, FITTING_DAYS_AHEAD } from './contact-requests';

const contact = (overrides: Record<string, unknown> = {}) => ({
  topic: 'order', orderNumber: null, name: 'Lotte Peeters', email: 'lotte@example.com', message: 'Where is my bike?', captcha: 'x', ...overrides,
});
const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? [] : parsed.issues.map((i) => `${(i.path ?? []).map((p) => String(p.key)).join('.')}: ${i.message}`);
};

describe('contactRequestSchema', () => {
  it('normalises, then validates: order numbers as the guest lookup reads them, names on one line, letters with their paragraphs', () => {
    const out = v.parse(contactRequestSchema, contact({ orderNumber: ' ard 7k3m 9qxo ', name: '  Lotte\n\tPeeters ', email: ' Lotte@Example.COM ', message: ' Hello,\r\n\r\n\r\nwhere   is my bike? ' }));
    expect(out).toMatchObject({ orderNumber: 'ARD-7K3M9QX0', name: 'Lotte Peeters', email: 'lotte@example.com', message: 'Hello,\n\nwhere is my bike?' });
  });

  it('treats an empty order number as none, and refuses one of another shape', () => {
    expect(v.parse(contactRequestSchema, contact({ orderNumber: '   ' })).orderNumber).toBeNull();
    expect(v.parse(contactRequestSchema, contact({ orderNumber: undefined })).orderNumber).toBeNull();
    expect(issuesOf(contactRequestSchema, contact({ orderNumber: 'my order' }))).toEqual(['orderNumber: Order number is invalid']);
  });

  it('names each broken rule in the words the forms translate', () => {
    expect(issuesOf(contactRequestSchema, contact({ topic: '' }))).toEqual(['topic: Topic is required']);
    expect(issuesOf(contactRequestSchema, contact({ topic: 'refund' }))).toEqual(['topic: Topic is invalid']);
    expect(issuesOf(contactRequestSchema, contact({ message: 'Hi' }))).toEqual(['message: Message should have a minimum of 10 characters']);
    expect(issuesOf(contactRequestSchema, contact({ message: 'x'.repeat(3001) }))).toEqual(['message: Message can have a maximum of 3000 characters']);
    expect(issuesOf(contactRequestSchema, contact({ name: '\u0085\u2028 ' }))).toEqual(['name: Name is required']);
  });

  it('refuses control characters other than line breaks in the message, and any in the name', () => {
    expect(issuesOf(contactRequestSchema, contact({ message: 'Where is my\u0000 bike?' }))).toEqual(['message: Message is invalid']);
    expect(issuesOf(contactRequestSchema, contact({ message: 'Where is my\u009b bike?' }))).toEqual(['message: Message is invalid']);
    expect(issuesOf(contactRequestSchema, contact({ name: 'Lotte\u001b[31m' }))).toEqual(['name: Name is invalid']);
  });
});

describe('fittingRequestSchema', () => {
  const fitting = (overrides: Record<string, unknown> = {}) => ({
    cusid: 'C100001', extid: 'BE00001', name: 'Lotte', email: 'lotte@example.com', firstDate: '2026-03-10', captcha: 'x', ...overrides,
  });
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date('2026-03-01T10:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it('takes days from today anywhere to 90 days ahead', () => {
    // 10:00 UTC: it is still 28 February at UTC-12 and already 2 March nowhere yet (UTC+14 is 00:00 on 2 March).
    expect(fittingDayWindow()).toEqual({ first: '2026-02-28', last: '2026-05-31' });
    expect(FITTING_DAYS_AHEAD).toBe(90);
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '2026-02-28' }))).toEqual([]);
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '2026-05-31' }))).toEqual([]);
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '2026-02-27' }))).toEqual([`firstDate: ${fittingDateWindowMessage('First choice')}`]);
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '2026-06-01' }))).toEqual([`firstDate: ${fittingDateWindowMessage('First choice')}`]);
    expect(issuesOf(fittingRequestSchema, fitting({ secondDate: '2026-06-01' }))).toEqual([`secondDate: ${fittingDateWindowMessage('Second choice')}`]);
  });

  it('refuses days that do not exist, and a second choice on the first choice\'s day', () => {
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '2026-04-31' }))).toEqual(['firstDate: First choice is invalid']);
    expect(issuesOf(fittingRequestSchema, fitting({ firstDate: '' }))).toEqual(['firstDate: First choice is required']);
    expect(issuesOf(fittingRequestSchema, fitting({ secondDate: '2026-03-10' }))).toEqual(['secondDate: Second choice must be another day than the first']);
  });

  it('leaves out what is optional: second day, phone, message; any time of day', () => {
    expect(v.parse(fittingRequestSchema, fitting({ secondDate: '', phone: '', message: ' \n ' }))).toMatchObject({ secondDate: null, phone: null, message: null, timeOfDay: 'any' });
  });
});

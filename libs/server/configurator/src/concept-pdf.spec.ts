import type { TestContext } from '@bike/server/core';
import { renderConceptPdf, type ConceptSheet } from './concept-pdf';
import { createTestSheet } from './test-app';

// fontkit's WOFF reader inflates with tiny-inflate: watched, so a sheet that unpacks fonts shows here.
jest.mock('tiny-inflate', () => jest.fn(jest.requireActual<(...args: unknown[]) => unknown>('tiny-inflate')));
const tinyInflate = jest.requireMock<jest.Mock>('tiny-inflate');

let ctx: TestContext;
let sheet: ConceptSheet;
beforeAll(async () => {
  ({ ctx, sheet } = await createTestSheet());
}, 60_000);
afterAll(async () => ctx?.close());

describe('renderConceptPdf', () => {
  it('unpacks the fonts once per process, not in every sheet', async () => {
    await renderConceptPdf(sheet);
    tinyInflate.mockClear();
    const pdf = await renderConceptPdf({ ...sheet, language: 'fr', tag: 'fr-BE' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/FontFile2'))).toBe(true);
    expect(tinyInflate).not.toHaveBeenCalled();
  });
});

import fc from 'fast-check';
import { inputProblem, MAX_INPUT_DEPTH, pagePathProblem, textProblem } from './edge-input';

const nested = (depth: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('page addresses (issue 29 item 6)', () => {
  it('refuses control characters, undecodable escapes and lone surrogates; passes ordinary paths', () => {
    for (const path of ['/%0a', '/%0d', '/%09', '/nl_BE/bikes/%0d%0a', '/%00', '/%7f', '/%E0%A4%A', '/x%ED%A0%80']) expect({ path, problem: pagePathProblem(path) !== null }).toEqual({ path, problem: true });
    for (const path of ['/', '/nl_BE/bikes/helix-sl', '/de_CH/h%C3%A4ndler', '/fr_BE/%F0%9F%9A%B2']) expect({ path, problem: pagePathProblem(path) }).toEqual({ path, problem: null });
  });
});

describe('edge input checks', () => {
  it('refuses NUL characters and lone surrogates, in values and in keys', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('\ud800')).toMatch(/surrogate/);
    expect(textProblem('x\udc00')).toMatch(/surrogate/);
    expect(textProblem('\ud83d\udeb2 bike')).toBeNull();
    expect(inputProblem({ name: 'a\u0000' })).toMatch(/value/);
    expect(inputProblem({ ['a\ud800']: 1 })).toMatch(/field name/);
    expect(inputProblem({ lines: [{ note: ['ok', '\udfff'] }] })).toMatch(/surrogate/);
  });

  it('refuses nesting deeper than the limit without recursion (100,000 levels)', () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatch(/deeper/);
    expect(inputProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toMatch(/deeper/);
  });

  it('refuses numbers JSON turned into Infinity', () => {
    expect(inputProblem(JSON.parse('{"qty":1e999}'))).toMatch(/number/);
    expect(inputProblem({ qty: -1e308, price: 0.1 })).toBeNull();
  });

  it('property: well-formed shallow JSON passes', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'small', maxDepth: 10 }), (text) => {
        const value = JSON.parse(text);
        const hasHostileText = text.includes('\u0000') || /[\ud800-\udfff]/.test(text);
        if (!hasHostileText) expect(inputProblem(value)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

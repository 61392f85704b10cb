import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { costLimitRule, depthLimitRule } from './query-limits';
import { contentTypeDefs } from './type-defs';
import { sortReviews, reviewLanguageOrder } from '../review-order';

const schema = buildSchema(contentTypeDefs);
const errorsOf = (query: string, { maxDepth = 3, maxCost = 100, variables = {} } = {}) =>
  validate(schema, parse(query), [...specifiedRules, depthLimitRule(maxDepth), costLimitRule(maxCost, variables)]).map((e) => e.message);

describe('query limits', () => {
  it('counts depth through fragments and ignores introspection', () => {
    const roomy = { maxCost: 100_000 };
    expect(errorsOf('{ menuEntries(section: "main") { children { title } } }', roomy)).toEqual([]);
    expect(errorsOf('{ menuEntries(section: "main") { children { children { title } } } }', roomy)).toEqual([
      'Query is too deep: depth 4 exceeds the maximum of 3.',
    ]);
    expect(errorsOf('fragment F on MenuEntry { children { children { id } } } { menuEntries(section: "main") { ...F } }', roomy)[0]).toMatch(/too deep/);
    expect(errorsOf('{ __schema { types { fields { type { ofType { name } } } } } }')).toEqual([]);
  });

  it('multiplies list selections by their limit or a default of 10', () => {
    expect(errorsOf('{ vacancies(limit: 5) { id title slug } }')).toEqual([]); // 1 + 5*3 = 16
    expect(errorsOf('{ vacancies { id title slug } }')).toEqual([]); // 1 + 10*3 = 31
    expect(errorsOf('{ vacancies(limit: 50) { id title slug } }')[0]).toMatch(/cost 151/);
    expect(errorsOf('query ($n: Int) { vacancies(limit: $n) { id title slug } }', { variables: { n: 50 } })[0]).toMatch(/cost 151/);
    expect(errorsOf('{ menuEntries(section: "main") { children { title } } }')[0]).toMatch(/cost 111/); // 1 + 10 * (1 + 10 * 1)
  });
});

describe('review order', () => {
  it('puts the visitor language first, then EN, then the default order', () => {
    expect(reviewLanguageOrder('fr')).toEqual(['fr', 'en', 'nl', 'es', 'de', 'it', 'int']);
    expect(reviewLanguageOrder('en')).toEqual(['en', 'nl', 'fr', 'es', 'de', 'it', 'int']);
    const d = (s: string) => new Date(s);
    const sorted = sortReviews(
      [
        { reviewLanguage: 'int', postDate: d('2025-01-01') },
        { reviewLanguage: 'nl', postDate: d('2024-01-01') },
        { reviewLanguage: 'it', postDate: d('2025-01-01') },
        { reviewLanguage: 'nl', postDate: d('2025-01-01') },
        { reviewLanguage: 'en', postDate: d('2023-01-01') },
        { reviewLanguage: 'xx', postDate: d('2026-01-01') },
      ],
      'it',
    );
    expect(sorted.map((r) => `${r.reviewLanguage}:${r.postDate.getUTCFullYear()}`)).toEqual(['it:2025', 'en:2023', 'nl:2025', 'nl:2024', 'int:2025', 'xx:2026']);
  });
});

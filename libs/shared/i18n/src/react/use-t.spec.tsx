import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useT } from './use-t';

const messages = {
  'cart.title': 'Your cart',
  'cart.count': '{count, plural, one {# bike} other {# bikes}} for {name}',
  'cart.terms': 'I accept the <link>terms</link>',
};

function wrapperFor(locale: string) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={messages}>
        {children}
      </IntlProvider>
    );
  };
}

describe('useT', () => {
  it('formats a message without and with values', () => {
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor('en') });
    expect(result.current('cart.title')).toBe('Your cart');
    expect(result.current('cart.count', { count: 2, name: 'Merel' })).toBe('2 bikes for Merel');
  });

  it('passes rich-text values through, as formatMessage does', () => {
    const { result } = renderHook(() => useT(), { wrapper: wrapperFor('en') });
    const parts = result.current('cart.terms', { link: (chunks: ReactNode[]) => <a href="/terms">{chunks}</a> });
    expect(Array.isArray(parts)).toBe(true);
    expect((parts as ReactNode[])[0]).toBe('I accept the ');
  });

  it('is the same function from render to render while the formatter is', () => {
    const { result, rerender } = renderHook(() => useT(), { wrapper: wrapperFor('en') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

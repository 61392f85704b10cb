import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import type { CustomizerModel } from '@bike/shared/domain/configurator';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as configuratorEnglish } from '../messages/en';
import { en as modelStepEnglish } from '../model/messages/en';
import { ChoiceStep } from './choice-step';

const model = {
  code: 'ARD-HELIX-SL', title: 'Ardenne Helix SL', family: 'Helix', category: 'road', shape: 'road', brand: 'ardenne', locale: 'nl_BE', currency: 'EUR', vatRate: 21,
  groupsets: [{ code: 'KDS12', name: 'Kadans Sport 2x12' }],
  sizes: [{ code: 'M', stack: 562.5, reach: 1012 }],
  designs: [], parts: { wheels: [], cockpit: [], saddle: [] }, builds: [],
  defaults: { groupset: 'KDS12', size: 'M', design: '', wheels: '', cockpit: '', saddle: '' },
} as unknown as CustomizerModel;

function sizeHint(locale: string): string {
  const [language, country] = locale.split('_');
  const shop = { locale, language, country, currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };
  render(
    <MemoryRouter>
      <ShopContextProvider value={shop}>
        <IntlProvider locale={language} messages={{ ...sharedEnglish, ...configuratorEnglish, ...modelStepEnglish }}>
          <ChoiceStep model={model} choices={model.defaults} step="size" onChoose={() => undefined} />
        </IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('radio').closest('label')!.textContent ?? '';
}

describe('the size step\'s stack and reach (issue 32 item 11)', () => {
  it('writes measures in the page\'s number format, ungrouped', () => {
    expect(sizeHint('nl_BE')).toContain('Stack 562,5 mm, reach 1012 mm');
  });

  it('keeps the point on an English page', () => {
    expect(sizeHint('en_GB')).toContain('Stack 562.5 mm, reach 1012 mm');
  });
});

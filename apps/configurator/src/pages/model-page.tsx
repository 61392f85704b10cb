import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { CHOICE_KEYS, choicesFrom, choicesQuery, DELIVERY_PROMISE_WEEKS, deliveryEstimate, type ChoiceKey, type ConfigurationChoices, type CustomizerModel } from '@bike/shared/domain/configurator';
import { definePage, PageNotFoundError, useShop } from '@bike/shared/remote-kit';
import { discountCodeAtom, useAtomValue } from '@bike/shared/store';
import { useVoucherPrices } from '@bike/shared/ui/use-voucher-prices';
import { Button, PageHeader } from '@bike/shared/ui';
import { BikePreview, loadDrawing } from '../configurator/bike-preview';
import { ChatHelper } from '../configurator/chat-helper';
import { ChoiceStep } from '../configurator/choice-step';
import { fetchCustomizerModel } from '../configurator/configurator-calls';
import { PriceSummary } from '../configurator/price-summary';
import { BuildActions } from '../configurator/build-actions';
import { BuildBar } from '../configurator/build-bar';
import { SizeFinder } from '../configurator/size-finder';
import { useChatHelper } from '../configurator/use-chat-helper';

interface ModelPageData {
  model: CustomizerModel;
  choices: ConfigurationChoices;
  /** The size finder's last question (from its GET form), so the server can answer it. */
  rider: { height: string; inseam: string };
}

/** The summary the phone's build bar leads back to. */
const SUMMARY_ID = 'build-summary';

const riderValue = (value: string | null) => (value && /^\d{2,3}$/.test(value) ? value : '');

/**
 * /configurator/{platform}?groupset=&size=&design=&wheels=&cockpit=&saddle=: the model step.
 * The URL holds every choice, so a build is shared by its address; unknown choices fall back to
 * the model's defaults. Each change redraws the bike and reprices it in the browser and
 * rewrites the address in place (no network round trip).
 */
export const modelPage = definePage<ModelPageData>({
  meta: (d) => ({ title: d.model.title, descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, locale, params, searchParams }) => {
    const [model] = await Promise.all([
      fetchCustomizerModel(api, params['slug'] ?? '', locale).catch((error: unknown) => {
        if (error instanceof ApiClientError && error.status < 500) throw new PageNotFoundError('MODEL_NOT_FOUND');
        throw error;
      }),
      loadDrawing(),
    ]);
    return {
      model,
      choices: choicesFrom(model, (key) => searchParams.get(key)),
      rider: { height: riderValue(searchParams.get('height')), inseam: riderValue(searchParams.get('inseam')) },
    };
  },
  Component: ({ data }) => <Configurator key={data.model.code} {...data} />,
});

function Configurator({ model: loaded, choices: initial, rider }: ModelPageData) {
  const intl = useIntl();
  const { api, locale } = useShop();
  // Priced with the shopper's code when it is another than the one the page was rendered with (the cart takes that one off).
  const voucher = useVoucherPrices(loaded.voucher ?? null, loaded.voucher?.code ?? null, useAtomValue(discountCodeAtom), loaded.code, (code) =>
    fetchCustomizerModel(api, loaded.code, locale, code).then((m) => m.voucher ?? null));
  const model = useMemo(() => (voucher === (loaded.voucher ?? null) ? loaded : { ...loaded, voucher }), [loaded, voucher]);
  const [choices, setChoices] = useState(initial);
  // The rider reached for a choice (hover, focus, touch): time to fetch the drawing.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  // The different questions the rider answered, for the chat helper's rule (5 and 2 minutes).
  const [answered, setAnswered] = useState<ReadonlySet<ChoiceKey>>(new Set());
  const helper = useChatHelper(answered.size);
  const delivery = deliveryEstimate(model, choices);
  const choose = useCallback((key: ChoiceKey, value: string) => {
    setEngaged(true);
    setAnswered((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
    setChoices((current) => {
      const next = choicesFrom(model, (k) => (k === key ? value : current[k]));
      // The address follows the build (history state kept: the router's own bookkeeping lives there).
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${choicesQuery(next)}`);
      return next;
    });
  }, [model]);
  return (
    <div className="container page configurator">
      <PageHeader eyebrow={intl.formatMessage({ id: 'configurator.deliveryPromise' }, { weeks: DELIVERY_PROMISE_WEEKS })} title={model.title} intro={model.family} />
      <div className="configurator-layout">
        <section className="configurator-layout__preview" id={SUMMARY_ID} tabIndex={-1} aria-label={intl.formatMessage({ id: 'configurator.summary' })}>
          <BikePreview model={model} choices={choices} engaged={engaged} />
          <PriceSummary model={model} choices={choices} delivery={delivery} />
          <BuildActions model={model.code} choices={choices} sellable={delivery.withinPromise} />
        </section>
        <section className="configurator-layout__steps" onPointerOver={engage} onFocusCapture={engage} onTouchStart={engage}>
          <h2 className="visually-hidden">{intl.formatMessage({ id: 'configurator.steps' })}</h2>
          <form method="get" className="configurator-steps">
            {CHOICE_KEYS.map((step) => <ChoiceStep key={step} model={model} choices={choices} step={step} onChoose={choose} />)}
            <noscript><Button type="submit" variant="secondary">{intl.formatMessage({ id: 'configurator.update' })}</Button></noscript>
          </form>
          <SizeFinder model={model} initial={rider} hidden={choices} onChooseSize={(size) => choose('size', size)} />
          <BuildBar model={model} choices={choices} summaryId={SUMMARY_ID} engaged={engaged} />
        </section>
      </div>
      {helper.offered && <ChatHelper model={model.code} choices={choices} onDismiss={helper.dismiss} />}
    </div>
  );
}

import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { configurationPaid } from '@bike/shared/domain/configurator-choices';
import { priceConfiguration, type ConfigurationChoices, type CustomizerModel } from '@bike/shared/domain/configurator';
import { formatPrice } from '@bike/shared/i18n';
import { BikeThumbnail } from './bike-preview';

/**
 * Whether the summary (picture, price, add to cart) has scrolled away above the screen. Where
 * the summary stays beside the steps (a wide screen), the bar is hidden by its style anyway.
 * The server's page starts with the summary in view, so the bar comes with the script; without
 * IntersectionObserver it simply stays.
 */
function useScrolledPast(targetId: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setPast(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  return past;
}

/**
 * The phone's build bar (issue 32 item 9): while the rider scrolls through the steps, a small
 * live picture of the build and its price stay at the foot of the screen, with a way back to the
 * summary and its add to cart. The price is the summary's own figure (priceConfiguration, the
 * shop's one pricing rule, after the voucher the cart takes off). It is no live region: the
 * summary already says each new price once. It sits at the end of the steps in the page's flow
 * and sticks to the foot of the screen (style), so at the end it rests below the last controls
 * instead of over them; it stands above an open consent banner and the phone's safe area.
 */
export function BuildBar({ model, choices, summaryId, engaged }: { model: CustomizerModel; choices: ConfigurationChoices; summaryId: string; engaged: boolean }) {
  const intl = useIntl();
  const past = useScrolledPast(summaryId);
  const price = priceConfiguration(model, choices);
  const total = formatPrice(configurationPaid(price), price.currency, model.locale);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const summary = document.getElementById(summaryId);
    if (!summary) return;
    event.preventDefault();
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    summary.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    summary.focus({ preventScroll: true });
  };
  return (
    <div className={`build-bar${past ? '' : ' build-bar--away'}`} data-testid="build-bar" role="group" aria-label={intl.formatMessage({ id: 'configurator.bar.label' })}>
      <BikeThumbnail model={model} choices={choices} wanted={engaged || past} />
      <p className="build-bar__price">
        <span className="build-bar__model">{model.title}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'configurator.total' })}: </span>
        <strong data-testid="build-bar-total">{total}</strong>
      </p>
      <a className="btn btn--primary build-bar__jump" href={`#${summaryId}`} onClick={jump}>{intl.formatMessage({ id: 'configurator.bar.toSummary' })}</a>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';

/** Questions every buyer asks, answered from the shop's own rules (delivery, pickup, warranty, sizes, payment). */
const QUESTIONS = ['delivery', 'pickup', 'warranty', 'size', 'payment'] as const;

/** FAQ as a disclosure list (native details/summary: keyboard and screen readers work without script). */
export function Faq({ itemtype }: { itemtype: 'bike' | 'accessory' }) {
  const intl = useIntl();
  const questions = itemtype === 'bike' ? QUESTIONS : QUESTIONS.filter((q) => q !== 'warranty' && q !== 'pickup');
  return (
    <section className="bike-section" id="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{intl.formatMessage({ id: 'bike.faq' })}</h2>
      <div className="bike-faq">
        {questions.map((q) => (
          <details key={q} className="bike-faq__item">
            <summary>{intl.formatMessage({ id: `bike.faq.${q}.q` })}</summary>
            <p>{intl.formatMessage({ id: `bike.faq.${q}.a` })}</p>
          </details>
        ))}
      </div>
      <p className="bike-faq__more">
        {intl.formatMessage({ id: 'bike.faq.more' })} <ShopLink to="support">{intl.formatMessage({ id: 'bike.faq.support' })}</ShopLink>
      </p>
    </section>
  );
}

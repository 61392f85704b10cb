import { useMemo, useState } from 'react';
import { RecentlyViewed } from '@bike/shared/recently-viewed';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { DetailData } from './bike-data';
import { BuyBox } from './buy-box';
import { DetailTabs, type DetailTab } from './detail-tabs';
import { Faq } from './faq';
import { GallerySlot, SectionsSlot } from './detail-parts';
import { NewsList } from './news-list';
import { RelatedItems } from './related-items';
import { Geometry, Specifications } from './specifications';
import { StockPanel, type PickedSize } from './stock-panel';

/**
 * Bike (and accessory) detail: photo and buy now on top, then about platform, video,
 * technologies and photo, then the tabs information (specifications, geometry), dealers
 * (stock), related news and Q&A (FAQ), then related items. Every part is in the server HTML
 * except, last, the bikes this visitor viewed before (browser only, with functional consent).
 */
export function DetailView({ data }: { data: DetailData }) {
  const { item, platform, stock, markers, news, related, translations, view } = data;
  // The size picked in the buy box, lifted here so the dealers tab can ask for that size's stock.
  const [pickedSize, setPickedSize] = useState<PickedSize | null>(null);
  const { language } = useShop();
  const t = useT();
  const isBike = item.itemtype === 'bike';
  // The title usually names the groupset already; the subtitle adds what it does not say.
  const subtitle = [item.groupset, item.paint_des].filter((part) => part && !item.title.includes(part)).join(' · ');

  const tabs = useMemo<DetailTab[]>(() => [
    {
      id: 'information', label: t('bike.information'), anchors: ['specifications', 'geometry'],
      panel: <><Specifications item={item} translations={translations} platform={platform} size={pickedSize?.size} /><Geometry item={item} /></>,
    },
    ...(isBike ? [{ id: 'dealers', label: t('bike.dealers'), anchors: ['stock'], panel: <StockPanel externalId={item.externalid} initial={markers} stock={stock} size={pickedSize} canPickSize={item.sizes.length > 1} /> }] : []),
    ...(isBike ? [{ id: 'related-news', label: t('bike.relatedNews'), anchors: ['news'], panel: <NewsList news={news} /> }] : []),
    { id: 'questions', label: t('bike.questions'), anchors: ['faq'], panel: <Faq itemtype={item.itemtype} /> },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [item, platform, stock, markers, pickedSize, news, translations, isBike]);

  return (
    <div className="container page bike-detail" data-testid="bike-detail">
      <nav aria-label={t('bike.breadcrumb')} className="bike-crumbs">
        <ol>
          {isBike ? (
            <>
              <li><ShopLink to="bikes">{t('page.bikes.title')}</ShopLink></li>
              {platform && <li><ShopLink to={`bikes/platform/${platform.familyCode}/${platform.code}`}>{platform.title}</ShopLink></li>}
            </>
          ) : (
            <li><ShopLink to="shop?category=accessories">{t('page.shop.title')}</ShopLink></li>
          )}
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <div className="bike-detail__top">
        <div className="bike-detail__media">
          {item.image && (
            <GallerySlot key={item.externalid} views={item.views} image={item.image} name={item.paint_des ? `${item.title}, ${item.paint_des}` : item.title}
              initialView={view ?? null} language={language} />
          )}
        </div>
        <div className="bike-detail__buy">
          <p className="eyebrow">{platform ? platform.familyTitle : translations['family']?.values[item.familycode] ?? item.familycode}</p>
          <h1 className="bike-detail__title">{item.title}</h1>
          {subtitle && <p className="bike-detail__subtitle">{subtitle}</p>}
          <BuyBox item={item} stock={stock} onSizeChange={setPickedSize} />
        </div>
      </div>
      <nav className="bike-nav" aria-label={t('bike.sections')}>
        <ul>
          {isBike && (item.description || platform) && <li><a href="#about-platform">{t('bike.aboutPlatform')}</a></li>}
          {isBike && platform?.technology.length ? <li><a href="#technologies">{t('bike.technologies')}</a></li> : null}
          <li><a href="#specifications">{t('bike.specifications')}</a></li>
          {isBike && <li><a href="#stock">{t('bike.stock')}</a></li>}
          {isBike && <li><a href="#news">{t('bike.relatedNews')}</a></li>}
          <li><a href="#faq">{t('bike.faq')}</a></li>
        </ul>
      </nav>
      <SectionsSlot key={item.externalid} item={item} platform={platform} language={language} />
      <section className="section" aria-label={t('bike.details')}>
        <DetailTabs tabs={tabs} label={t('bike.details')} />
      </section>
      <RelatedItems items={related} />
      {isBike && <RecentlyViewed heading={t('bike.recentlyViewed')} current={{ id: item.externalid, title: item.title, image: item.image ?? undefined }} />}
    </div>
  );
}

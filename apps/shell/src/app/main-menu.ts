/**
 * Main menu and footer of spec point 2, as paths below the locale prefix. Shop filters are URL
 * query parameters so a menu link and a shared URL land on the same filtered page.
 */
export interface MenuLink {
  id: string;
  /** Message id of the label. */
  label: string;
  to: string;
}

export const MAIN_MENU: MenuLink[] = [
  { id: 'bikes', label: 'nav.bikes', to: 'bikes' },
  { id: 'dealer-stock', label: 'nav.dealerStock', to: 'inventory?key=inventory&value=dealerstock' },
  { id: 'factory-stock', label: 'nav.factoryStock', to: 'shop?deliveryDate=Factory%20Stock' },
  { id: 'configurator', label: 'nav.configurator', to: 'configurator' },
  { id: 'shop-bikes', label: 'nav.shopBikes', to: 'shop?category=bikes' },
  { id: 'apparel', label: 'nav.apparel', to: 'shop?category=accessories' },
  { id: 'mudguards-vouchers', label: 'nav.mudguardsVouchers', to: 'shop?family=mudguards,vouchers' },
  { id: 'sales', label: 'nav.sales', to: 'sales' },
  { id: 'about', label: 'nav.about', to: 'about' },
  { id: 'service', label: 'nav.service', to: 'service' },
];

export const FOOTER_MENU: MenuLink[] = [
  { id: 'bikes', label: 'footer.bikes', to: 'bikes' },
  { id: 'dealers', label: 'footer.dealers', to: 'dealers' },
  { id: 'service', label: 'footer.service', to: 'service' },
  { id: 'support', label: 'footer.support', to: 'support' },
  { id: 'about', label: 'footer.about', to: 'about' },
  { id: 'news', label: 'footer.news', to: 'news' },
  { id: 'account', label: 'footer.account', to: 'account' },
];

/** External sites of the footer: careers, company and business-to-business. Configurable per deployment. */
export const FOOTER_EXTERNAL: MenuLink[] = [
  { id: 'careers', label: 'footer.careers', to: 'https://careers.example.com' },
  { id: 'company', label: 'footer.company', to: 'https://company.example.com' },
  { id: 'business', label: 'footer.business', to: 'https://b2b.example.com' },
];

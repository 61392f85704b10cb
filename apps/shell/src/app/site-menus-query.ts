import { queryContent, type ContentClient } from '@bike/shared/api-client';
import type { SiteMenuEntry, SiteMenus } from './site-menus';

// Its own chunk in the browser: the first page's menus come with the server's HTML, so this is
// fetched only when the shopper switches locale without a page load.

const ENTRY = 'id title type pageUrl marketingLabel description';
const SITE_MENUS = `query SiteMenus($language: String!, $country: String) {
  main: menuEntries(language: $language, section: "main", country: $country) { ${ENTRY} children { ${ENTRY} } }
  footer: menuEntries(language: $language, section: "footer", country: $country) { ${ENTRY} }
  globalSets(language: $language) { footer { recommendations { title text url } } socialMedia { platform label url } brandVoice { slogan } }
}`;

interface Answer {
  main: SiteMenuEntry[];
  footer: SiteMenuEntry[];
  globalSets: { footer: { recommendations: SiteMenus['recommendations'] }; socialMedia: SiteMenus['social']; brandVoice: { slogan: string } };
}

/** The menus (and the brand's slogan) of a language and country; null when the content service fails (logged with its code, the header falls back). */
export async function loadSiteMenus(content: ContentClient, language: string, country: string): Promise<SiteMenus | null> {
  try {
    const answer = await queryContent<Answer>(content, SITE_MENUS, { language, country }, 'MENU_FETCH_ERROR');
    return {
      main: answer.main,
      footer: answer.footer,
      recommendations: answer.globalSets.footer.recommendations,
      social: answer.globalSets.socialMedia,
      slogan: answer.globalSets.brandVoice.slogan || null,
    };
  } catch (error) {
    console.error('[shell] MENU_FETCH_ERROR: menus could not be loaded', (error as Error).message);
    return null;
  }
}


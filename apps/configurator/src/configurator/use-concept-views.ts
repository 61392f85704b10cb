import { useEffect, useState } from 'react';
import type { ApiClient } from '@bike/shared/api-client';
import { countConceptView } from './configurator-calls';

/** A page the browser renders ahead (speculation rules) or keeps in a background tab is not yet seen. */
const notYetShown = () => (document as Document & { prerendering?: boolean }).prerendering === true || document.visibilityState !== 'visible';

/**
 * The concept page's view count, this view included (issue 32 item 9). The server render shows
 * the count so far; once the page is shown in a browser that runs it (never for a prefetch, a
 * prerender, a crawler's GET or the page cache) it posts its one view, and shows the count the
 * server answers, which already holds this view. Each page view posts once (a reload is a new
 * view); the server caps one visitor's views of a concept a day.
 */
export function useConceptViews(api: ApiClient, code: string, rendered: number): { views: number; counted: boolean } {
  const [answer, setAnswer] = useState<{ code: string; views: number } | null>(null);
  useEffect(() => {
    let live = true;
    const count = () => {
      void countConceptView(api, code).then((result) => {
        if (live && result) setAnswer({ code, views: result.views });
      });
    };
    if (!notYetShown()) {
      count();
      return () => { live = false; };
    }
    const onShown = () => {
      if (notYetShown()) return;
      document.removeEventListener('visibilitychange', onShown);
      document.removeEventListener('prerenderingchange', onShown);
      count();
    };
    document.addEventListener('visibilitychange', onShown);
    document.addEventListener('prerenderingchange', onShown);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
      document.removeEventListener('prerenderingchange', onShown);
    };
  }, [api, code]);
  return answer && answer.code === code ? { views: answer.views, counted: true } : { views: rendered, counted: false };
}

/**
 * Presses made before the page is hydrated are kept, not lost (architecture rule "the server
 * HTML is usable before hydration"; issue 11, item 5). The server HTML paints first and its
 * scripts follow, so on a slow phone a shopper may press "Menu", a size or "Add to cart" before
 * React listens. Links and real forms (the consent banner) work without script; every other
 * control is a button whose click needs React. A tiny script in the page's head catches such a
 * click, marks the control busy and keeps it; once hydrated, the shell presses it again.
 *
 * The capture script is plain ES5 text (it runs before any bundle) and carries the page's nonce.
 */
export const EARLY_CLICKS_GLOBAL = '__shopEarlyClicks';

/** What needs script to respond: buttons, button-like elements, and boxes outside a real form. */
const PRESSABLE = 'button,[role="button"],input[type="checkbox"],input[type="radio"]';

interface EarlyClicks extends Array<HTMLElement> {
  done?: boolean;
}

/** The inline script for the head of every server-rendered page. */
export const earlyClickCapture =
  `(function(){var q=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener('click',function(e){` +
  `if(q.done||!(e.target instanceof Element))return;var t=e.target.closest('${PRESSABLE}');if(!t)return;` +
  // A control of a form the server answers (it has an action) works on its own.
  `var f=t.form||t.closest('form');if(f&&f.hasAttribute('action'))return;` +
  `e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t);t.setAttribute('aria-busy','true')},true)})()`;

/** After hydration: stop catching and press every kept control that is still on the page, in order. */
export function replayEarlyClicks(win: Window = window): void {
  const queue = (win as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!queue) return;
  queue.done = true;
  for (const control of queue.splice(0)) {
    control.removeAttribute('aria-busy');
    if (control.isConnected) control.click();
  }
}

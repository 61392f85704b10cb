import { EARLY_CLICKS_GLOBAL, earlyClickCapture, replayEarlyClicks } from './early-clicks';

describe('presses before hydration', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" id="menu">Menu</button>
      <form action="/consent" method="post"><input type="checkbox" id="level"><button type="submit" id="accept">Accept all</button></form>
      <a href="/en_INT/bikes" id="bikes">Bikes</a>`;
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
    new Function(earlyClickCapture)();
  });

  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('keeps a button pressed before React listens and presses it once hydrated', () => {
    const pressed = jest.fn();
    document.getElementById('menu')!.addEventListener('click', pressed);

    expect(click('menu').defaultPrevented).toBe(true);
    click('menu'); // pressed twice while waiting: kept once
    expect(pressed).not.toHaveBeenCalled();
    expect(document.getElementById('menu')!.getAttribute('aria-busy')).toBe('true');

    replayEarlyClicks();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.getElementById('menu')!.hasAttribute('aria-busy')).toBe(false);

    click('menu'); // hydrated: clicks go straight through
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the controls of a form the server answers alone', () => {
    expect(click('bikes').defaultPrevented).toBe(false);
    expect(click('level').defaultPrevented).toBe(false);
    expect(click('accept').defaultPrevented).toBe(false);
    replayEarlyClicks();
  });

  it('does not press a control that hydration replaced', () => {
    const pressed = jest.fn();
    const menu = document.getElementById('menu')!;
    menu.addEventListener('click', pressed);
    click('menu');
    menu.remove();
    replayEarlyClicks();
    expect(pressed).not.toHaveBeenCalled();
  });
});

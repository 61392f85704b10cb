import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DetailTab {
  /** Stable id; also the hash that opens the tab (#dealers). */
  id: string;
  label: string;
  panel: ReactNode;
  /** Ids of sections inside the panel, so a link to #geometry opens the tab that holds it. */
  anchors?: string[];
}

/**
 * WAI-ARIA tabs with a roving tabindex: only the selected tab is in the tab order; arrow keys,
 * Home and End move between tabs and select them (automatic activation). Every panel is rendered
 * (hidden when not selected) so the server HTML carries all content for search engines.
 */
export function DetailTabs({ tabs, label, initial }: { tabs: DetailTab[]; label: string; initial?: string }) {
  const base = useId();
  const [selected, setSelected] = useState(initial && tabs.some((t) => t.id === initial) ? initial : tabs[0]?.id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  // A hash pointing into a panel (#dealers, #geometry) opens that tab: on load and when the hash
  // changes. The effect follows the tabs' ids and anchors, not the tabs array: a panel that
  // re-renders with new content (the dealers tab after a size pick) must not reopen the hash's
  // tab over the one the shopper chose since.
  const targets = tabs.map((t) => [t.id, ...(t.anchors ?? [])].join(' ')).join('\n');
  useEffect(() => {
    const groups = targets.split('\n').map((line) => line.split(' '));
    const openFromHash = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const group = groups.find((ids) => ids.includes(hash));
      if (group) setSelected(group[0]);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [targets]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    refs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className="bike-tabs">
      <div role="tablist" aria-label={label} className="bike-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => { refs.current[tab.id] = el; }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="bike-tabs__tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="bike-tabs__panel"
        >
          <span id={tab.id} className="bike-tabs__anchor" />
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

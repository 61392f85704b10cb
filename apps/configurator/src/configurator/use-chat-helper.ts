import { useEffect, useRef, useState } from 'react';
import { CHAT_HELPER_OFFERED_KEY, chatHelperDue } from '@bike/shared/domain/configurator';

const offeredBefore = (): boolean => {
  try {
    return window.localStorage.getItem(CHAT_HELPER_OFFERED_KEY) === '1';
  } catch {
    return false; // storage off (private mode): offer it, the rule still holds for this visit
  }
};

/**
 * The chat helper's rule (spec point 4) over the rider's session: `answered` is how many
 * different questions (choice steps) they answered. Offered once, ever: the flag is kept in
 * local storage as soon as it shows. One timer waits for the 2 minutes when only time is missing.
 */
export function useChatHelper(answered: number): { offered: boolean; dismiss: () => void } {
  const startedAt = useRef<number | null>(null);
  const [offered, setOffered] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => { startedAt.current ??= Date.now(); }, []);
  useEffect(() => {
    if (offered || startedAt.current === null) return;
    const rule = chatHelperDue({ answered, startedAt: startedAt.current, now: Date.now(), offered: offeredBefore() });
    if (rule.due) {
      try {
        window.localStorage.setItem(CHAT_HELPER_OFFERED_KEY, '1');
      } catch {
        // Not kept: it may come again on another visit, never twice in this one.
      }
      setOffered(true);
      return;
    }
    if (rule.waitMs === null) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), rule.waitMs);
    return () => window.clearTimeout(timer);
  }, [answered, offered, tick]);
  return { offered, dismiss: () => setOffered(false) };
}

import { useEffect, useEffectEvent, useState } from 'react';
import { COUNTDOWN_START, nextCountdown, shouldRedirect } from '../utils/invoice-status';

// The paid view counts 5 seconds down, then leaves for the admin home.
export function useCountdown(onDone: () => void, start = COUNTDOWN_START): number {
  const [remaining, setRemaining] = useState(start);
  const handleDone = useEffectEvent(onDone);

  useEffect(() => {
    if (shouldRedirect(remaining)) {
      handleDone();
      return;
    }
    const timer = window.setTimeout(() => setRemaining(nextCountdown), 1_000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return remaining;
}

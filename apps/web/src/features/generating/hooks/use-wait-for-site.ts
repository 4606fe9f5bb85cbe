import { GENERATING_POLL_INTERVAL_MS, isSiteGenerated } from '@webku/contract';
import { useEffect, useEffectEvent } from 'react';
import { getNoCacheData } from '../api/get-no-cache-data';

// Polls once immediately, then every 5 s; errors are only logged and polling continues until the site exists.
export function useWaitForSite(slug: string | null | undefined, onReady: () => void): void {
  const handleReady = useEffectEvent(onReady);

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    let timer: number | undefined;

    const poll = async () => {
      try {
        const payload = await getNoCacheData(slug, controller.signal);
        if (controller.signal.aborted) return;
        if (isSiteGenerated(payload)) {
          handleReady();
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Gagal memeriksa status website:', error);
      }
      timer = window.setTimeout(poll, GENERATING_POLL_INTERVAL_MS);
    };

    void poll();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [slug]);
}

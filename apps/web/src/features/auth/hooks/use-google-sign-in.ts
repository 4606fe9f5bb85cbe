import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { requestGoogleAuthUrl } from '../api/request-google-auth-url';

export function useGoogleSignIn() {
  const [isPending, setPending] = useState(false);

  // Coming back from Google with the Back button restores this page from the bfcache, still busy.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const signIn = useCallback(async () => {
    setPending(true);
    try {
      const authUrl = await requestGoogleAuthUrl(`${window.location.origin}/auth/callback`);
      window.location.href = authUrl;
    } catch (error) {
      console.error('Gagal meminta URL login Google:', error);
      notify.failure(error, 'Terjadi kesalahan. Silakan coba lagi.');
      setPending(false);
    }
  }, []);

  return { signIn, isPending };
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isModeA } from './site-mode';

// In Mode A '/' is the server-rendered public site, so leaving the SPA needs a full page load.
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (isModeA()) window.location.assign('/');
    else navigate('/', { replace: true });
  }, [navigate]);
}

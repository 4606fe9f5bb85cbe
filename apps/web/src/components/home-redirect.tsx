import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { isModeA } from '@/lib/site-mode';
import { PageLoader } from './page-loader';

function HardRedirectHome() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return <PageLoader />;
}

export function HomeRedirect() {
  return isModeA() ? <HardRedirectHome /> : <Navigate to="/" replace />;
}

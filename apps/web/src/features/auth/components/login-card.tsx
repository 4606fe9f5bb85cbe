import { PRODUCT_TAGLINE } from '@webku/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { signOut, useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleIcon } from './google-icon';

function SignedInActions() {
  const session = useSession();
  const [isSigningOut, setSigningOut] = useState(false);
  if (session.status !== 'authenticated') return null;
  const target = session.company?.slug ? adminPath(session.company.slug) : '/onboarding';

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        Anda masuk sebagai{' '}
        <span className="font-semibold text-neutral-900">{session.user.name || session.user.email}</span>.
      </p>
      <Link to={target} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Buka Admin
      </Link>
      <Button variant="ghost" className="w-full" onClick={handleSignOut} isLoading={isSigningOut}>
        {!isSigningOut && <LogOut aria-hidden="true" />}
        Keluar
      </Button>
    </div>
  );
}

function GoogleSignInButton() {
  const { signIn, isPending } = useGoogleSignIn();
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      data-action="google-sign-in"
      onClick={signIn}
      isLoading={isPending}
    >
      {!isPending && <GoogleIcon className="size-5!" />}
      {isPending ? 'Memproses...' : 'Masuk dengan Google'}
    </Button>
  );
}

export function LoginCard() {
  const session = useSession();

  return (
    <Card elevation="raised" className="w-full max-w-md p-6 sm:p-8">
      <BrandLogo />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        Selamat datang di Webku
      </h1>
      <p className="mt-2 text-base text-neutral-600">{PRODUCT_TAGLINE}</p>

      <div className="mt-8">
        {session.status === 'loading' && <Skeleton rounded="lg" className="h-12 w-full" />}
        {session.status === 'anonymous' && <GoogleSignInButton />}
        {session.status === 'authenticated' && <SignedInActions />}
      </div>

      <p className="mt-6 text-center text-xs leading-relaxed text-neutral-600">
        Dengan masuk, Anda menyetujui{' '}
        <Link
          to="/syarat-ketentuan"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Syarat &amp; Ketentuan
        </Link>{' '}
        serta{' '}
        <Link
          to="/kebijakan-privasi"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Kebijakan Privasi
        </Link>{' '}
        Webku.
      </p>
    </Card>
  );
}

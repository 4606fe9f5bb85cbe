import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

export function RouteError() {
  const error = useRouteError();
  console.error('Route error:', error);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-neutral-50 px-6 text-center">
      <h1 className="text-xl font-semibold text-neutral-900">Terjadi kesalahan</h1>
      <p className="max-w-sm text-sm text-neutral-600">
        Halaman ini gagal dimuat. Periksa koneksi internet Anda, lalu muat ulang halaman.
      </p>
      <Button onClick={() => window.location.reload()}>Muat ulang</Button>
    </main>
  );
}

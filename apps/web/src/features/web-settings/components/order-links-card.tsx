import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OrderLink, reviewLinkProblem, type WebSettings } from '@webku/contract';
import { useId, useState } from 'react';
import {
  filledOrderLinks,
  OrderLinksEditor,
  orderLinkRowProblems,
  toOrderLinkRow,
} from '@/components/form/order-links-editor';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { useOrderLinkPlatforms } from '@/lib/offer-wording';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

function useSaveOrderLinks(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { order_links: OrderLink[]; google_review_url: string | null }) =>
      apiRequest<WebSettings>(API.admin.webSettings.record(id), { method: 'PUT', body }),
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(queryKeys.webSettings, saved);
      notify.success('Tautan disimpan');
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Tautan gagal disimpan. Coba lagi.'),
  });
}

export function OrderLinksCard({ record }: { record: WebSettings }) {
  const [links, setLinks] = useState(() => (record.order_links ?? []).map(toOrderLinkRow));
  const platforms = useOrderLinkPlatforms();
  const [review, setReview] = useState(record.google_review_url ?? '');
  const [checked, setChecked] = useState(false);
  const reviewId = useId();
  const reviewProblem = review.trim() ? reviewLinkProblem(review.trim()) : null;
  const save = useSaveOrderLinks(record.id);

  const handleSave = () => {
    setChecked(true);
    if (orderLinkRowProblems(links).some(Boolean) || reviewProblem)
      return notify.error('Periksa tautan yang ditandai merah.');
    save.mutate({ order_links: filledOrderLinks(links), google_review_url: review.trim() || null });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pesan juga di</CardTitle>
        <CardDescription>
          Tempel tautan toko Anda di GoFood, GrabFood, ShopeeFood, Tokopedia, Shopee, TikTok Shop, Instagram,
          Facebook, TikTok atau Google Maps. Website menampilkannya dengan logo platformnya, sesuai urutan
          ini.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <OrderLinksEditor rows={links} onChange={setLinks} platforms={platforms} checked={checked} />
        <div>
          <Label htmlFor={reviewId}>Tautan ulasan Google (opsional)</Label>
          <Input
            id={reviewId}
            type="url"
            inputMode="url"
            placeholder="https://g.page/r/…/review"
            value={review}
            onChange={(event) => setReview(event.target.value)}
            aria-invalid={reviewProblem && checked ? true : undefined}
            aria-describedby={`${reviewId}-hint`}
            className="mt-1"
          />
          <p
            id={`${reviewId}-hint`}
            className={
              reviewProblem && checked ? 'mt-1 text-sm text-red-700' : 'mt-1 text-xs text-neutral-600'
            }
          >
            {reviewProblem && checked
              ? reviewProblem
              : 'Salin tautan “Minta ulasan” dari Profil Bisnis Google Anda. Website menampilkan tombol “Beri ulasan di Google”.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={handleSave} disabled={save.isPending}>
            {save.isPending ? 'Menyimpan…' : 'Simpan tautan'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  MAX_ORDER_LINKS,
  ORDER_LINK_LABELS,
  ORDER_LINK_PLATFORMS,
  type OrderLink,
  type OrderLinkPlatform,
  orderLinkPlatform,
  orderLinkProblem,
  reviewLinkProblem,
  type WebSettings,
} from '@webku/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
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

function LinkRow({
  link,
  taken,
  problem,
  onChange,
  onRemove,
}: {
  link: OrderLink;
  taken: OrderLinkPlatform[];
  problem: string | null;
  onChange: (link: OrderLink) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const label = ORDER_LINK_LABELS[link.platform];
  return (
    <li className="grid gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[11rem_1fr_auto] sm:items-start">
      <Select
        aria-label="Platform"
        value={link.platform}
        onChange={(event) => onChange({ ...link, platform: event.target.value as OrderLinkPlatform })}
      >
        {ORDER_LINK_PLATFORMS.filter((p) => p === link.platform || !taken.includes(p)).map((platform) => (
          <option key={platform} value={platform}>
            {ORDER_LINK_LABELS[platform]}
          </option>
        ))}
      </Select>
      <div>
        <Input
          type="url"
          inputMode="url"
          aria-label={`Tautan ${label}`}
          placeholder="https://"
          value={link.url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // A pasted address chooses its platform by itself.
          onChange={(event) => {
            const url = event.target.value;
            const found = orderLinkPlatform(url.trim());
            const free = found && (found === link.platform || !taken.includes(found));
            onChange({ platform: free ? found : link.platform, url });
          }}
        />
        {problem && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <Button variant="ghost" onClick={onRemove} aria-label={`Hapus tautan ${label}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

// "Pesan juga di": the owner pastes the address of each shop or page; the site shows them in this order.
// Each row keeps its own key while its platform changes under the owner's typing.
type Row = OrderLink & { key: number };
let nextKey = 0;
const toRow = (link: OrderLink): Row => ({ ...link, key: nextKey++ });

export function OrderLinksCard({ record }: { record: WebSettings }) {
  const [links, setLinks] = useState<Row[]>(() => (record.order_links ?? []).map(toRow));
  const [review, setReview] = useState(record.google_review_url ?? '');
  const [checked, setChecked] = useState(false);
  const reviewId = useId();
  const reviewProblem = review.trim() ? reviewLinkProblem(review.trim()) : null;
  const save = useSaveOrderLinks(record.id);
  const problems = links.map((link) =>
    link.url.trim() ? orderLinkProblem(link.platform, link.url.trim()) : null,
  );
  const taken = links.map((link) => link.platform);
  const next = ORDER_LINK_PLATFORMS.find((platform) => !taken.includes(platform));

  const handleSave = () => {
    setChecked(true);
    const filled = links
      .map(({ platform, url }) => ({ platform, url: url.trim() }))
      .filter((link) => link.url);
    if (problems.some(Boolean) || reviewProblem) return notify.error('Periksa tautan yang ditandai merah.');
    save.mutate({ order_links: filled, google_review_url: review.trim() || null });
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
        {links.length > 0 && (
          <ul className="space-y-2">
            {links.map((link, index) => (
              <LinkRow
                key={link.key}
                link={link}
                taken={taken}
                problem={checked || link.url.length > 8 ? problems[index]! : null}
                onChange={(changed) =>
                  setLinks(links.map((l, i) => (i === index ? { ...changed, key: l.key } : l)))
                }
                onRemove={() => setLinks(links.filter((_, i) => i !== index))}
              />
            ))}
          </ul>
        )}
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
          {next && links.length < MAX_ORDER_LINKS && (
            <Button
              variant="outline"
              onClick={() => setLinks([...links, toRow({ platform: next, url: '' })])}
            >
              <Plus aria-hidden="true" /> Tambah tautan
            </Button>
          )}
          <Button onClick={handleSave} disabled={save.isPending}>
            {save.isPending ? 'Menyimpan…' : 'Simpan tautan'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

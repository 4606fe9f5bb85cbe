import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoldOutInput } from '@webku/contract';
import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';

type SoldOutItem = { id: number; name: string; sold_out?: boolean; sold_out_until?: string | null };

function useSetSoldOut(path: (id: number) => string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: SoldOutItem; body: SoldOutInput }) => api.put(path(item.id), body),
    onSuccess: async (_result, { item, body }) => {
      notify.success(body.sold_out ? `“${item.name}” ditandai habis` : `“${item.name}” dijual lagi`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
      ]);
    },
    onError: (error) => notify.failure(error, 'Gagal mengubah status habis'),
  });
}

// The list's one-tap "Habis" switch. Marked "Habis", an item comes back the next morning unless the
// owner unticks that: sold out for the day is what a busy owner usually means.
export function SoldOutSwitch({
  item,
  path,
  listKey,
}: {
  item: SoldOutItem;
  path: (id: number) => string;
  listKey: QueryKey;
}) {
  const mutation = useSetSoldOut(path, listKey);
  // From the tap until the list has reloaded, the controls show what was asked for. Set in the tap's own
  // handler: the mutation's pending state arrives a moment later, and a controlled checkbox would
  // otherwise spring back in between.
  const [asked, setAsked] = useState<SoldOutInput | null>(null);
  const soldOut = asked ? asked.sold_out : item.sold_out === true;
  const untilMorning = asked ? asked.until_next_morning : Boolean(item.sold_out_until);
  const set = (sold_out: boolean, until_next_morning: boolean) => {
    const body = { sold_out, until_next_morning };
    setAsked(body);
    mutation.mutate({ item, body }, { onSettled: () => setAsked(null) });
  };
  return (
    <div className="flex flex-col items-start">
      <div className="-my-2 -ml-2 flex items-center">
        <Switch
          checked={soldOut}
          onCheckedChange={(on) => set(on, on)}
          disabled={mutation.isPending}
          aria-label={`Habis: ${item.name}`}
        />
        <span className={cn('text-sm', soldOut ? 'font-semibold text-red-700' : 'text-neutral-600')}>
          {soldOut ? 'Habis' : 'Tersedia'}
        </span>
      </div>
      {soldOut && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-xs text-neutral-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={untilMorning}
            onChange={(event) => set(true, event.target.checked)}
            disabled={mutation.isPending}
          />
          Tersedia lagi besok pagi (06.00)
        </label>
      )}
    </div>
  );
}

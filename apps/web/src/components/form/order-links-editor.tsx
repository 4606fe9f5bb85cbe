import {
  MAX_ORDER_LINKS,
  ORDER_LINK_LABELS,
  ORDER_LINK_PLATFORMS,
  type OrderLink,
  type OrderLinkPlatform,
  orderLinkPlatform,
  orderLinkProblem,
} from '@webku/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

// Each row keeps its own key while its platform changes under the owner's typing.
export type OrderLinkRow = OrderLink & { key: number };
let nextKey = 0;
export const toOrderLinkRow = (link: OrderLink): OrderLinkRow => ({ ...link, key: nextKey++ });

/** The links the owner filled in, trimmed, without the editor's keys (blank rows left out). */
export const filledOrderLinks = (rows: readonly OrderLinkRow[]): OrderLink[] =>
  rows.map(({ platform, url }) => ({ platform, url: url.trim() })).filter((link) => link.url);

/** Why each row is not its platform's address (Indonesian), or null; blank rows have no problem. */
export const orderLinkRowProblems = (rows: readonly OrderLinkRow[]): (string | null)[] =>
  rows.map((row) => (row.url.trim() ? orderLinkProblem(row.platform, row.url.trim()) : null));

function LinkRow({
  link,
  platforms,
  taken,
  problem,
  onChange,
  onRemove,
}: {
  link: OrderLink;
  platforms: readonly OrderLinkPlatform[];
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
        {platforms
          .filter((p) => p === link.platform || !taken.includes(p))
          .map((platform) => (
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

/**
 * "Pesan juga di" rows: the owner pastes the address of each shop or page, the platform follows the
 * address, and a wrong one is marked in Indonesian (once `checked`, or once the address is long enough).
 */
export function OrderLinksEditor({
  rows,
  onChange,
  checked,
  platforms = ORDER_LINK_PLATFORMS,
}: {
  rows: readonly OrderLinkRow[];
  onChange: (rows: OrderLinkRow[]) => void;
  checked: boolean;
  /**
   * The platforms in the order the business would add them: a new row takes the first one free (null
   * while that order is not known yet: no row is added meanwhile).
   */
  platforms?: readonly OrderLinkPlatform[] | null;
}) {
  const problems = orderLinkRowProblems(rows);
  const taken = rows.map((link) => link.platform);
  const order = platforms ?? ORDER_LINK_PLATFORMS;
  const next = order.find((platform) => !taken.includes(platform));
  return (
    <>
      {rows.length > 0 && (
        <ul className="space-y-2">
          {rows.map((link, index) => (
            <LinkRow
              key={link.key}
              link={link}
              platforms={order}
              taken={taken}
              problem={checked || link.url.length > 8 ? problems[index]! : null}
              onChange={(changed) =>
                onChange(rows.map((l, i) => (i === index ? { ...changed, key: l.key } : l)))
              }
              onRemove={() => onChange(rows.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      {next && rows.length < MAX_ORDER_LINKS && (
        <Button
          variant="outline"
          disabled={platforms === null}
          onClick={() => onChange([...rows, toOrderLinkRow({ platform: next, url: '' })])}
        >
          <Plus aria-hidden="true" /> Tambah tautan
        </Button>
      )}
    </>
  );
}

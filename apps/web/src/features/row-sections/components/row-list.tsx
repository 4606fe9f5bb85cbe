import { type AnyRowSection, isRowShown, type SectionRow, siteTimeZone } from '@webku/contract';
import { ArrowDown, ArrowUp, ListPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useWebSettings } from '@/lib/use-web-settings';
import { useDeleteRow, useReorderRows, useShowRow } from '../api/use-row-section';
import { capitalized, moveRow, rowName } from '../utils/rows';
import { RowDialog } from './row-dialog';

type Step = -1 | 1;

// After a move the row's button has moved with it: focus follows it (the visible copy of the table or
// the cards), or the other arrow once the row reached an end.
function focusMoveButton(id: number, step: Step) {
  const visible = (step: Step) =>
    [...document.querySelectorAll<HTMLButtonElement>(`[data-move="${id}:${step}"]`)].find(
      (button) => button.getClientRects().length > 0,
    );
  const button = visible(step);
  (button && !button.disabled ? button : visible(step === -1 ? 1 : -1))?.focus();
}

export function RowList({ section, rows }: { section: AnyRowSection; rows: SectionRow[] }) {
  const [editing, setEditing] = useState<{ row: SectionRow | null } | null>(null);
  const [deleting, setDeleting] = useState<SectionRow | null>(null);
  // The row just moved, until its arrow has the focus again at its new place.
  const [moved, setMoved] = useState<{ id: number; step: Step; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const removal = useDeleteRow(section);
  const reorder = useReorderRows(section);
  const show = useShowRow(section);
  const noun = section.noun;
  const isFull = rows.length >= section.maxRows;
  const imageField = section.imageFields[0];
  const names = new Map(rows.map((row, index) => [row.id, rowName(section, row, index)]));
  const nameOf = (row: SectionRow) => names.get(row.id) ?? capitalized(noun);
  // A row past its last day (a `shownUntil` date) is off the site by itself: the list says so.
  const zone = siteTimeZone(useWebSettings().data?.time_zone);
  const title = (row: SectionRow) => (
    <RowTitle name={nameOf(row)} isShown={row.is_active} isOver={!isRowShown(section, row, zone)} />
  );

  useEffect(() => {
    if (!moved || rows[moved.index]?.id !== moved.id) return;
    focusMoveButton(moved.id, moved.step);
    setMoved(null);
  }, [moved, rows]);

  const move = (row: SectionRow, step: Step) => {
    const index = rows.findIndex((candidate) => candidate.id === row.id);
    const next = moveRow(rows, index, step);
    if (next[index] === row) return;
    reorder.mutate(next);
    setMoved({ id: row.id, step, index: index + step });
    setAnnouncement(`“${nameOf(row)}” sekarang di urutan ${index + step + 1} dari ${rows.length}.`);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ row: null })} disabled={isFull}>
      <Plus aria-hidden="true" /> Tambah {noun}
    </Button>
  );

  return (
    <section className="space-y-4" aria-label={`Daftar ${noun}`}>
      <ListHeader
        title={`Daftar ${noun}`}
        count={rows.length}
        description={
          isFull
            ? `Sudah ${section.maxRows} ${noun}, jumlah terbanyak. Hapus satu dulu untuk menambah yang baru.`
            : undefined
        }
        actions={rows.length > 0 && addButton}
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={ListPlus}
          title={`Belum ada ${noun}`}
          description={`Tambahkan ${noun} pertama Anda. Bagian ${section.title.id} muncul di website begitu ada ${noun} yang ditampilkan.`}
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption={`Daftar ${noun}`}
          rows={rows}
          getKey={(row) => row.id}
          thumbnail={
            imageField ? (row) => <ImageThumb src={row[imageField] as string | null} alt="" /> : undefined
          }
          primary={title}
          columns={[
            {
              key: 'name',
              header: capitalized(noun),
              hideOnCard: true,
              className: 'max-w-md',
              cell: title,
            },
            {
              key: 'shown',
              header: 'Tampilkan di website',
              cell: (row) => (
                <Switch
                  checked={row.is_active}
                  onCheckedChange={(isActive) => show.mutate({ id: row.id, isActive })}
                  aria-label={`Tampilkan “${nameOf(row)}” di website`}
                />
              ),
            },
          ]}
          actions={(row) => {
            const index = rows.indexOf(row);
            return (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  data-move={`${row.id}:-1`}
                  disabled={index === 0}
                  onClick={() => move(row, -1)}
                  aria-label={`Naikkan “${nameOf(row)}”`}
                  title="Naikkan"
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-move={`${row.id}:1`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(row, 1)}
                  aria-label={`Turunkan “${nameOf(row)}”`}
                  title="Turunkan"
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <RowActions
                  name={nameOf(row)}
                  onEdit={() => setEditing({ row })}
                  onDelete={() => setDeleting(row)}
                />
              </>
            );
          }}
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <RowDialog
        section={section}
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        row={editing?.row ?? null}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Hapus ${noun}?`}
        subject={deleting && nameOf(deleting)}
        note={`Sebelum menghapus, isi website disimpan di Riwayat perubahan (menu Data & Cadangan), jadi ${noun} ini bisa dikembalikan.`}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      >
        <p className="text-neutral-700">
          {capitalized(noun)} ini dihapus dari daftar dan tidak tampil lagi di website.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function RowTitle({ name, isShown, isOver }: { name: string; isShown: boolean; isOver: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="line-clamp-2 font-medium text-neutral-900">{name}</span>
      {!isShown && <Badge tone="muted">Disembunyikan</Badge>}
      {isShown && isOver && <Badge tone="muted">Sudah berakhir, tidak tampil</Badge>}
    </span>
  );
}

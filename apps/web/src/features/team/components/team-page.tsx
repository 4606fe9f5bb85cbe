import {
  MEMBER_ROLES,
  type MemberRole,
  ROLE_DESCRIPTIONS,
  ROLE_NAMES,
  type TeamInvitation,
  type TeamMember,
} from '@webku/contract';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatWhen } from '@/lib/format-when';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { notify } from '@/lib/toast';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import {
  useActivity,
  useChangeRole,
  useHandOver,
  useInvite,
  useRemoveMember,
  useTeam,
  useWithdraw,
} from '../api/use-team';
import { inviteMessage, whatsappShareUrl } from '../utils/invite-message';

function RolePicker({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  label: string;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberRole)}
    >
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </Select>
  );
}

// After an invitation is made, the message to send it with: Webku sends nothing itself.
function InviteMessage({ message }: { message: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      notify.success('Pesan disalin');
    } catch {
      notify.error('Pesan gagal disalin. Pilih pesannya, lalu salin sendiri.');
    }
  };
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm font-medium text-neutral-900">Kirim undangan ini lewat WhatsApp</p>
      <p className="break-words text-sm text-neutral-700" data-invite-message="">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          className={buttonVariants({ size: 'compact' })}
          href={whatsappShareUrl(message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Kirim lewat WhatsApp
        </a>
        <Button type="button" variant="outline" size="compact" onClick={copy}>
          Salin pesan
        </Button>
      </div>
    </div>
  );
}

function InviteCard({ full }: { full: boolean }) {
  const invite = useInvite();
  const company = useSession().company;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('cashier');
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email: email.trim(), role };
    setMessage(null);
    invite.mutate(input, {
      onSuccess: () => {
        setEmail('');
        setMessage(
          inviteMessage({
            ...input,
            business: company?.name ?? '',
            link: `${window.location.origin}${adminPath(company?.slug ?? '')}`,
          }),
        );
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Undang anggota</CardTitle>
        <CardDescription>
          Tulis alamat Gmail yang dipakai orang itu. Begitu ia masuk ke Webku dengan alamat tersebut, ia
          langsung bergabung. Kirim sendiri kabarnya lewat WhatsApp: Webku tidak mengirim email. Undangan
          berlaku 7 hari.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="nama@gmail.com"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="invite-role">Peran</Label>
            <RolePicker id="invite-role" label="Peran" value={role} onChange={setRole} />
          </div>
          <Button type="submit" isLoading={invite.isPending} disabled={full}>
            Undang
          </Button>
        </form>
        {message && <InviteMessage message={message} />}
        <ul className="mt-4 space-y-1 text-sm text-neutral-600">
          {MEMBER_ROLES.map((key) => (
            <li key={key}>
              <span className="font-medium text-neutral-800">{ROLE_NAMES[key]}:</span>{' '}
              {ROLE_DESCRIPTIONS[key]}
            </li>
          ))}
        </ul>
        {full && (
          <p className="mt-3 text-sm text-amber-800">
            Tim sudah penuh. Keluarkan anggota atau tarik undangan dulu.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

type Pending =
  | { kind: 'remove' | 'owner'; member: TeamMember }
  | { kind: 'withdraw'; invitation: TeamInvitation };

function MembersCard({ members, invitations }: { members: TeamMember[]; invitations: TeamInvitation[] }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const handOver = useHandOver();
  const withdraw = useWithdraw();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = () => {
    if (!pending) return;
    const close = { onSettled: () => setPending(null) };
    if (pending.kind === 'withdraw')
      withdraw.mutate({ id: pending.invitation.id, email: pending.invitation.email }, close);
    else if (pending.kind === 'remove')
      remove.mutate({ id: pending.member.id!, name: pending.member.name }, close);
    else
      handOver.mutate(
        { id: pending.member.id!, name: pending.member.name },
        { onSuccess: () => window.location.reload(), ...close },
      );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Anggota tim</CardTitle>
        <CardDescription>
          Peran yang diubah langsung berlaku: anggota itu keluar dari admin di semua perangkat dan masuk lagi
          dengan peran barunya.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-neutral-100" aria-label="Anggota tim">
          {members.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-words font-medium text-neutral-900">{member.name}</p>
                <p className="break-all text-sm text-neutral-600">{member.email}</p>
              </div>
              {member.id === null ? (
                <span className="text-sm font-medium text-neutral-800">{ROLE_NAMES.owner}</span>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <RolePicker
                    id={`role-${member.id}`}
                    label={`Peran ${member.name}`}
                    value={member.role as MemberRole}
                    onChange={(role) => changeRole.mutate({ id: member.id!, name: member.name, role })}
                  />
                  <Button
                    variant="outline"
                    size="compact"
                    onClick={() => setPending({ kind: 'owner', member })}
                  >
                    Jadikan pemilik
                  </Button>
                  <Button
                    variant="outline"
                    size="compact"
                    onClick={() => setPending({ kind: 'remove', member })}
                  >
                    Keluarkan
                  </Button>
                </div>
              )}
            </li>
          ))}
          {invitations.map((invitation) => (
            <li key={`i${invitation.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-all font-medium text-neutral-900">{invitation.email}</p>
                <p className="text-sm text-neutral-600">
                  Diundang sebagai {ROLE_NAMES[invitation.role]}, menunggu masuk sampai{' '}
                  {formatWhen(invitation.expires_at)}
                </p>
              </div>
              <Button
                variant="outline"
                size="compact"
                onClick={() => setPending({ kind: 'withdraw', invitation })}
              >
                Tarik undangan
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'withdraw'
            ? 'Tarik undangan?'
            : pending?.kind === 'owner'
              ? 'Serahkan kepemilikan usaha?'
              : 'Keluarkan dari tim?'
        }
        subject={pending?.kind === 'withdraw' ? pending.invitation.email : pending?.member.name}
        confirmLabel={
          pending?.kind === 'withdraw' ? 'Tarik' : pending?.kind === 'owner' ? 'Serahkan' : 'Keluarkan'
        }
        isBusy={remove.isPending || handOver.isPending || withdraw.isPending}
        note={
          pending?.kind === 'owner'
            ? 'Ia menjadi pemilik: membayar paket, mengatur domain, tim, dan cadangan data. Anda tetap di tim sebagai Pengelola dan hanya pemilik baru yang bisa mengembalikannya.'
            : pending?.kind === 'remove'
              ? 'Ia langsung keluar dari admin usaha ini di semua perangkat. Anda bisa mengundangnya lagi kapan saja.'
              : 'Alamat ini tidak bisa lagi bergabung dengan undangan tersebut.'
        }
        onConfirm={confirm}
      />
    </Card>
  );
}

function ActivityCard() {
  const activity = useActivity();
  const events = activity.data?.events ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Catatan aktivitas</CardTitle>
        <CardDescription>
          Siapa mengubah apa di admin ini, terbaru di atas. Disimpan {activity.data?.kept_days ?? 365} hari
          dan hanya terlihat oleh pemilik.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <LinesSkeleton label="Memuat catatan" />
        ) : events.length === 0 ? (
          <p className="text-sm text-neutral-600">Belum ada catatan.</p>
        ) : (
          <ul className="divide-y divide-neutral-100" aria-label="Catatan aktivitas">
            {events.map((event) => (
              <li key={event.id} className="py-2.5 text-sm">
                <p className="break-words text-neutral-900">{event.summary}</p>
                <p className="text-neutral-600">
                  {event.actor_name} ({ROLE_NAMES[event.actor_role]}) · {formatWhen(event.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function TeamPage() {
  const team = useTeam();
  useLoadErrorToast(team.error, 'Gagal memuat tim');
  const data = team.data;
  const others = data ? data.members.length - 1 + data.invitations.length : 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tim"
        description="Ajak kasir atau pengelola bekerja di admin dengan akun Google mereka sendiri, tanpa berbagi akun Anda."
      />
      {team.isPending || !data ? (
        <LinesSkeleton label="Memuat tim" />
      ) : (
        <>
          <InviteCard
            full={others >= data.limits.members || data.invitations.length >= data.limits.invitations}
          />
          <MembersCard members={data.members} invitations={data.invitations} />
        </>
      )}
      <ActivityCard />
    </div>
  );
}

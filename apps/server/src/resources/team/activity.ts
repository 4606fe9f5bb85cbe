import {
  type Activity,
  type ApiRouteSpec,
  isTeamRole,
  ROLE_NAMES,
  SECTION_KEYS,
  SECTIONS,
  type TeamRole,
} from '@webku/contract';
import { and, auditEvents, type Db, desc, eq, gt, lt } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { type AuditDetail, actorOf, recordEvent } from '../../team/audit';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOWN = 200;

// The admin's areas by the first part of their path, as the admin's navigation names them.
const AREAS: Record<string, string> = {
  ...Object.fromEntries(SECTION_KEYS.map((key) => [SECTIONS[key].admin.route, SECTIONS[key].admin.label])),
  ...Object.fromEntries(ROW_SECTIONS.map((section) => [section.key, section.title.id])),
  bookings: 'Booking',
  'web-settings': 'Web Settings',
  upload: 'Pustaka Gambar',
  data: 'Data & Cadangan',
  subscriptions: 'Custom Domain & Hosting',
  'qr-kit': 'Cetak QR',
  'template-data-dummies': 'Pembuatan website',
};

const roleName = (role: unknown) => (isTeamRole(role) ? ROLE_NAMES[role] : String(role));
const quoted = (name: unknown) => (typeof name === 'string' && name ? ` “${name}”` : '');

// A change made through an admin route, worded from its route: what was done, where, and to what.
function describeChange({ method, route, name, sold_out }: AuditDetail): string {
  const path = String(route ?? '');
  const area = AREAS[path.split('/')[2] ?? ''] ?? 'Admin';
  if (path.endsWith('/sold-out'))
    return `Menandai${quoted(name)} ${sold_out === 1 ? 'Habis' : 'tersedia lagi'} (${area})`;
  if (path.endsWith('/confirm') && area === 'Booking') return `Menerima booking${quoted(name)}`;
  if (path.endsWith('/decline')) return `Menolak booking${quoted(name)}`;
  if (path.startsWith('/admin/description-reading/')) {
    if (path.endsWith('/add')) return `Menambah${quoted(name)} dari deskripsi ke Menu`;
    return 'Mengabaikan kata-kata dari deskripsi';
  }
  if (path.endsWith('/restore')) return 'Memulihkan isi website dari Riwayat perubahan';
  if (path.endsWith('/backup/import')) return 'Memulihkan website dari file cadangan';
  if (path.endsWith('/invoice')) return 'Membuat invoice paket';
  if (path.endsWith('/cancel')) return 'Membatalkan invoice';
  if (path.endsWith('/domain') || path.endsWith('/domain-proof')) return 'Mengubah domain sendiri';
  const verb = method === 'POST' ? 'Menambah' : method === 'DELETE' ? 'Menghapus' : 'Mengubah';
  return `${verb} ${area}${quoted(name)}`;
}

export function describeEvent(action: string, detail: AuditDetail): string {
  switch (action) {
    case 'team.invite':
      return `Mengundang ${detail.email} sebagai ${roleName(detail.role)}`;
    case 'team.withdraw':
      return `Menarik undangan untuk ${detail.email}`;
    case 'team.join':
      return `Bergabung ke tim sebagai ${roleName(detail.role)}`;
    case 'team.role':
      return `Mengubah peran ${detail.name} dari ${roleName(detail.from)} menjadi ${roleName(detail.role)}`;
    case 'team.remove':
      return `Mengeluarkan ${detail.name} (${roleName(detail.role)}) dari tim`;
    case 'team.owner':
      return `Menyerahkan kepemilikan usaha kepada ${detail.name}`;
    default:
      return describeChange(detail);
  }
}

// What the response names (an item's name, an article's title, a customer's name), read from small answers.
async function namedInAnswer(res: Response): Promise<{ name: string | null; soldOut: boolean | null }> {
  const size = Number(res.headers.get('content-length') ?? 0);
  if (!res.headers.get('content-type')?.includes('application/json') || size > 65_536)
    return { name: null, soldOut: null };
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { data?: Record<string, unknown> } | null;
  const data = body?.data;
  const name = [data?.name, data?.title, data?.customer_name].find((v) => typeof v === 'string');
  return {
    name: typeof name === 'string' ? name.slice(0, 120) : null,
    soldOut: typeof data?.sold_out === 'boolean' ? data.sold_out : null,
  };
}

/**
 * After every change a signed-in person makes in a company's admin (a call other than GET that
 * succeeded), a line in the company's record. The team's own calls write their lines themselves.
 */
export function recordChanges(
  db: Db,
  routeOf: (method: string, path: string) => ApiRouteSpec | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const auth = c.var.auth;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !auth?.company || c.res.status >= 300) return;
    const route = routeOf(c.req.method, c.req.path);
    // The team's calls write their own lines; a person's own account (deleting it included) is theirs.
    if (!route || route.access === 'account' || route.path.startsWith('/admin/team')) return;
    const { name, soldOut } = await namedInAnswer(c.res);
    await recordEvent(db, auth.company.id, actorOf(auth), 'change', {
      method: route.method,
      route: route.path,
      name,
      sold_out: soldOut === null ? null : Number(soldOut),
    });
  };
}

/** The record, newest first, within the days it is kept; older lines are pruned by `pruneActivity`. */
export async function readActivity(db: Db, companyId: number, keepDays: number): Promise<Activity> {
  const since = new Date(Date.now() - keepDays * DAY_MS);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.company_id, companyId), gt(auditEvents.created_at, since)))
    .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
    .limit(SHOWN);
  return {
    kept_days: keepDays,
    events: rows.map((row) => ({
      id: row.id,
      actor_name: row.actor_name,
      actor_role: (isTeamRole(row.actor_role) ? row.actor_role : 'owner') as TeamRole,
      summary: describeEvent(row.action, row.detail),
      created_at: row.created_at.toISOString(),
    })),
  };
}

export async function pruneActivity(db: Db, keepDays: number): Promise<number> {
  const before = new Date(Date.now() - keepDays * DAY_MS);
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.created_at, before))
    .returning({ id: auditEvents.id });
  return gone.length;
}

// The owner's team (issue 30): who may do what in a company's admin. Kept free of zod so that the admin's
// first screen can read it to show each person only what their role may do.

export const TEAM_ROLES = ['owner', 'manager', 'cashier'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an owner can give a member; ownership itself is handed over, never invited. */
export const MEMBER_ROLES = ['manager', 'cashier'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_NAMES: Record<TeamRole, string> = {
  owner: 'Pemilik',
  manager: 'Pengelola',
  cashier: 'Kasir',
};

export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Semua hal, termasuk pembayaran, domain, tim, cadangan data, dan menghapus akun.',
  manager: 'Semua bagian website, gambar, pengaturan website, booking, tanda "Habis", dan Cetak QR.',
  cashier: 'Hanya tanda "Habis" dan daftar booking.',
};

/**
 * What a call needs, from the widest to the narrowest:
 * - `counter`: the counter's work ("Habis", bookings and the lists they are read from): every role;
 * - `site`: the site's content, images, settings, bookings' settings and the QR kit: owner and manager;
 * - `owner`: payments, the domain, the team, backups and restore, generating the site again: owner only;
 * - `account`: the person's own account (`/auth/me`, deleting it): anyone signed in, each for themself.
 */
export const ACCESS_LEVELS = ['account', 'counter', 'site', 'owner'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

const ROLES_OF: Record<AccessLevel, readonly TeamRole[]> = {
  account: TEAM_ROLES,
  counter: TEAM_ROLES,
  site: ['owner', 'manager'],
  owner: ['owner'],
};

export const rolesWithAccess = (level: AccessLevel): readonly TeamRole[] => ROLES_OF[level];
export const mayAccess = (role: TeamRole, level: AccessLevel): boolean => ROLES_OF[level].includes(role);

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

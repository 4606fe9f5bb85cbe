import { API, type MeResponse, type TeamCompany, type TeamRole, type User } from '@webku/contract';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { clearAuthToken, getAuthToken } from './auth-token';

export type SessionCompany = NonNullable<MeResponse['company']>;

export type SessionState =
  | { status: 'loading'; user: null; company: null }
  | { status: 'anonymous'; user: null; company: null }
  | {
      status: 'authenticated';
      user: User;
      company: SessionCompany | null;
      // Every company the person owns or works in (a switcher shows when there are several).
      companies?: TeamCompany[];
    };

const anonymous: SessionState = { status: 'anonymous', user: null, company: null };
const loading: SessionState = { status: 'loading', user: null, company: null };

let state: SessionState = getAuthToken() ? loading : anonymous;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

// GET /auth/me; throws on any failure so that callers decide what a failure means. The answer is our own
// server's, typed by the contract: its zod schema would bring zod (30 KB) to every first screen.
export async function loadSession(): Promise<SessionState> {
  const data = await api.get<MeResponse | null>(API.auth.me);
  if (!data?.user) throw new Error('GET /auth/me answered without a user');
  const next: SessionState = {
    status: 'authenticated',
    user: data.user,
    company: data.company,
    companies: data.companies,
  };
  setState(next);
  return next;
}

// On startup a stored token is checked with /auth/me; a failure forgets the token.
export async function bootstrapSession(): Promise<void> {
  if (!getAuthToken()) {
    setState(anonymous);
    return;
  }
  setState(loading);
  try {
    await loadSession();
  } catch (error) {
    console.warn('Sesi tidak valid, token dihapus.', error);
    clearAuthToken();
    setState(anonymous);
  }
}

/** The person's role in the company the admin shows: what it may show them (the server decides anyway). */
export function useRole(): TeamRole {
  return useSession().company?.role ?? 'owner';
}

/** Acts for another company the person works in, then reads who they are there. */
export async function switchCompany(companyId: number): Promise<SessionState> {
  await api.put(API.auth.company, { company_id: companyId });
  return loadSession();
}

export function setSessionCompany(company: SessionCompany): void {
  if (state.status === 'authenticated') setState({ ...state, company });
}

export function clearSession(): void {
  clearAuthToken();
  setState(anonymous);
}

// The server call may fail; the local sign-out always happens.
export async function signOut(): Promise<void> {
  try {
    await api.post(API.auth.logout);
  } catch {
    // Ignored on purpose.
  }
  clearSession();
}

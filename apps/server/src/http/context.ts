import type { TeamRole, WebLanguage } from '@webku/contract';
import type { Db } from '@webku/db';
import type { Logger } from 'pino';
import type { HostRoute } from '../tenancy/parse-host';

export type AuthUser = { id: number; name: string; email: string; role: string };
export type AuthCompany = { id: number; name: string; slug: string; web_language?: WebLanguage };
export type Auth = {
  user: AuthUser;
  company: AuthCompany | null;
  // The user's role in that company (issue 30); the route table says what each role may call.
  role: TeamRole;
  sessionId: number;
  // A session made on the owner's own host: valid on that host, for that company, only.
  bound: { host: string; companyId: number } | null;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    hostRoute: HostRoute;
    auth: Auth;
  };
};

export type { Db };

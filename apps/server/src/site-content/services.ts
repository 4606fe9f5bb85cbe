import type { SoldOutInput } from '@webku/contract';
import type { Db, DbOrTx } from '@webku/db';
import type { CompanyScope, OwnedId } from './tenant-store';

/** Runs a content write in a transaction that also records the change (content-changes.ts). */
export type ContentWrite = <T>(companyId: number, fn: (tx: DbOrTx) => Promise<T>) => Promise<T>;

export type ServiceDeps = { db: Db; write: ContentWrite };

/**
 * A record a company has at most one of (hero, footer, web settings, each section's settings).
 * get: the record (or not-found until created; a section answers its defaults); create: conflict once
 * it exists; update: the stored record, by id when the route names one; save: creates or updates.
 */
export type SingletonService<Input, Output> = {
  get(companyId: number): Promise<Output>;
  create(companyId: number, input: Input): Promise<Output>;
  update(scope: CompanyScope & { id?: number }, input: Input): Promise<Output>;
  save(companyId: number, input: Input): Promise<Output>;
};

/** An ordered list of a company's records (menu categories and items, merchandise, news, stores). */
export type ListService<Input, Output> = {
  list(companyId: number): Promise<Output[]>;
  create(companyId: number, input: Input): Promise<Output>;
  update(scope: OwnedId, input: Input): Promise<Output>;
  remove(scope: OwnedId): Promise<Output>;
};

/** The one-tap "Habis" switch of a list whose items can sell out (menu items, merchandise). */
export type SoldOutSwitch<Output> = { setSoldOut(scope: OwnedId, input: SoldOutInput): Promise<Output> };

/** "Pakai": the owner keeps an example item as it is, and it stops being marked "contoh". */
export type ExampleConfirmation<Output> = { confirmExample(scope: OwnedId): Promise<Output> };

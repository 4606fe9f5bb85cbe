import { randomBytes } from 'node:crypto';
import { addDays } from '@webku/contract';
import { type Db, eq, lt, visitSalts } from '@webku/db';

/**
 * One random salt per day, kept in the database so every instance hashes a visitor the same way.
 * The first instance to ask for a day creates it; the others read what it wrote. Each instance keeps
 * today's and tomorrow's salt in memory, so a visit normally waits for no query.
 */
export class VisitSalts {
  private readonly known = new Map<string, Promise<string>>();
  private readonly loaded = new Map<string, string>();

  constructor(private readonly db: Db) {}

  /** The day's salt when already loaded: a visit then does not wait a turn of the event loop. */
  ready(day: string): string | undefined {
    return this.loaded.get(day);
  }

  saltFor(day: string): Promise<string> {
    let salt = this.known.get(day);
    if (!salt) {
      salt = this.load(day);
      this.known.set(day, salt);
      // A failed load is not remembered: the next visit asks again.
      salt.then(
        (value) => this.loaded.set(day, value),
        () => this.known.delete(day),
      );
    }
    return salt;
  }

  /** Loads today's and tomorrow's salts ahead of need; forgets (here and in the database) older days. */
  async prepare(today: string): Promise<void> {
    await Promise.all([this.saltFor(today), this.saltFor(addDays(today, 1))]);
    for (const day of this.known.keys()) if (day < today) this.known.delete(day);
    for (const day of this.loaded.keys()) if (day < today) this.loaded.delete(day);
    await this.db.delete(visitSalts).where(lt(visitSalts.day, today));
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insert(visitSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(visitSalts).where(eq(visitSalts.day, day));
    if (!row) throw new Error(`visit salt for ${day} vanished`);
    return row.salt;
  }
}

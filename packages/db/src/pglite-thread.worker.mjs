// The embedded database's own thread (see pglite-thread.ts, which starts it): PGlite, its files and its
// migrations live here, so its engine never runs on the thread that serves requests. Plain JavaScript:
// Node starts it as it is, under tsx, vitest and the production bundle alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, template, migrationsFolder } = workerData;

// Open transactions by id: the PGlite transaction, and how its callback is told to commit or roll back.
const transactions = new Map();
let nextTransaction = 1;

class Rollback extends Error {}

// drizzle asks PGlite to hand some types (dates, timestamps, intervals, their arrays) back as the text
// PostgreSQL sent; the functions cannot cross threads, so their type ids do.
const keptAsText = (types) => Object.fromEntries((types ?? []).map((type) => [type, (value) => value]));

const queryOptions = (message) => ({ rowMode: message.rowMode, parsers: keptAsText(message.textTypes) });

// A database error keeps what callers look at (SQLSTATE code, constraint, detail) across the thread.
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function target(message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open?.tx) throw new Error(`transaction ${message.tx} is not open`);
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return target(message).query(message.sql, message.params, queryOptions(message));
    case 'exec':
      return target(message).exec(message.sql, queryOptions(message));
    case 'begin': {
      // The transaction stays open, holding PGlite's transaction lock, until the main thread ends it.
      const id = nextTransaction++;
      const open = {};
      const begun = new Promise((resolve) => {
        open.settled = db.transaction(async (tx) => {
          open.tx = tx;
          const commit = await new Promise((decide) => {
            open.decide = decide;
            resolve();
          });
          if (!commit) throw new Rollback();
        });
      });
      transactions.set(id, open);
      open.settled.then(
        () => transactions.delete(id),
        () => transactions.delete(id),
      );
      await Promise.race([begun, open.settled]);
      return id;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      open.decide(message.commit);
      try {
        await open.settled;
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      }
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

const db = new PGlite({ dataDir, loadDataDir: template ? new Blob([template]) : undefined });
try {
  await migrate(drizzle({ client: db }), { migrationsFolder });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: describeError(error) });
}

// Each message is answered as soon as its work is done: a query outside a transaction waits inside
// PGlite while one is open, and the transaction's own statements keep arriving meanwhile.
parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) }),
  );
});

// The embedded database's own thread (see pglite-thread.ts, which starts it): PGlite, its files and its
// migrations live here, so its engine never runs on the thread that serves requests. Plain JavaScript:
// Node starts it as it is, under tsx, vitest and the production bundle alike.
import { parentPort, workerData } from 'node:worker_threads';
import { messages as backend, PGlite, parse, protocol } from '@electric-sql/pglite';
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

// PGlite copies its whole table of parsers (a few hundred types) into a new object for every query that
// brings parsers of its own: a sixth of this thread's time on a site's first visit. drizzle brings the same
// ones to every query, so the first query's become PGlite's own and a query bringing the same brings none;
// one bringing others gets those, and the first query's back as PGlite parses them.
let usual = null;
function queryOptions(message) {
  const types = message.textTypes ?? [];
  const key = types.join(',');
  if (usual === null) {
    usual = { key, restore: Object.fromEntries(types.map((type) => [type, db.parsers[type]])) };
    db.parsers = { ...db.parsers, ...keptAsText(types) };
  }
  if (key === usual.key) return { rowMode: message.rowMode };
  return { rowMode: message.rowMode, parsers: { ...usual.restore, ...keptAsText(types) } };
}

// PGlite reads and writes bytea as hex text one byte at a time in JavaScript (a string per byte: 2 ms of
// CPU for the 24 KB of stored pages a first visit reads); Node's hex codec does the same natively. Each
// value read has a buffer of its own, as PGlite's had.
const BYTEA = 17;
const byteaParsers = {
  [BYTEA]: (text) => {
    const bytes = new Uint8Array((text.length - 2) / 2);
    Buffer.from(bytes.buffer).write(text.slice(2), 'hex');
    return bytes;
  },
};
const byteaSerializers = {
  [BYTEA]: (bytes) => {
    if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
  },
};

// PGlite's own query() parses and plans its statement again at every execution, in six exchanges with
// the engine. Here each statement text is parsed once per thread as a named statement, and every
// execution is one exchange (bind, describe, execute, sync), its plan cached by PostgreSQL as for any
// client that prepares (a tenant's look-up: about 1.2 ms of this thread's CPU down to 0.2, 0.6 with the
// site's stored pages). No connection pooler stands between this thread and its engine, so a named
// statement stays (decision 048). Parameters are serialised and rows parsed exactly as PGlite's query()
// does; PostgreSQL itself re-plans a statement whose tables changed. The least recently used are closed
// past PREPARED_MAX.
const { serialize } = protocol;
const PREPARED_MAX = 256;
const prepared = new Map();
let nextStatement = 1;

function joined(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const exchange = (parts) => db.execProtocolStream(joined(parts), { syncToFs: false });
// A statement not closed only takes the engine's memory: never a reason to fail the next one.
const closeStatement = (name) =>
  exchange([serialize.close({ type: 'S', name }), serialize.sync()]).catch(() => undefined);

async function preparedFor(sql) {
  const known = prepared.get(sql);
  if (known) {
    // Most recently used last: the first in the map is the next to close.
    prepared.delete(sql);
    prepared.set(sql, known);
    return known;
  }
  if (prepared.size >= PREPARED_MAX) {
    const [oldestSql, oldest] = prepared.entries().next().value;
    prepared.delete(oldestSql);
    await closeStatement(oldest.name);
  }
  const name = `webku_${nextStatement++}`;
  const described = await exchange([
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  prepared.set(sql, statement);
  return statement;
}

// A statement PostgreSQL no longer has, or whose cached plan would now return other columns (a table
// altered since): prepared again, and outside a transaction run again once (it failed before it ran).
const STALE_STATEMENT = new Set(['26000', '0A000']);

async function execute(sql, params) {
  const statement = await preparedFor(sql);
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = db.serializers[statement.types[i]];
    return serializer ? serializer(param) : param.toString();
  });
  try {
    return await exchange([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
  } catch (error) {
    if (error instanceof backend.DatabaseError && STALE_STATEMENT.has(error.code)) {
      if (prepared.get(sql) === statement) prepared.delete(sql);
      await closeStatement(statement.name);
      error.stale = true;
    }
    throw error;
  }
}

async function runQuery(message, options) {
  const { sql, params = [] } = message;
  try {
    const messages = await execute(sql, params).catch((error) => {
      if (error.stale !== true || message.tx !== undefined) throw error;
      delete error.stale;
      return execute(sql, params);
    });
    // As PGlite's query(): written to the files after a statement outside a transaction.
    if (message.tx === undefined) await db.syncToFs();
    return parse.parseResults(messages, db.parsers, options)[0];
  } catch (error) {
    if (!(error instanceof backend.DatabaseError)) throw error;
    delete error.stale;
    // As PGlite's query() marks a database error with its statement.
    throw Object.assign(error, { query: sql, params, queryOptions: options });
  }
}

// Outside a transaction a statement waits for any open one, as PGlite's query() does; inside, only for
// the statement before it.
function query(message) {
  const options = queryOptions(message);
  if (message.tx === undefined) {
    return db._runExclusiveTransaction(() => db._runExclusiveQuery(() => runQuery(message, options)));
  }
  target(message);
  return db._runExclusiveQuery(() => runQuery(message, options));
}

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
      return query(message);
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

const db = new PGlite({
  dataDir,
  loadDataDir: template ? new Blob([template]) : undefined,
  parsers: byteaParsers,
  serializers: byteaSerializers,
});
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

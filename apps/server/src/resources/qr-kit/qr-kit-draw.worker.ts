// The QR kit's drawing thread: takes a sheet to draw and answers its PDF bytes. pdfkit's work (fonts
// subset, images embedded, codes laid out) takes hundreds of milliseconds for a large sheet and would
// otherwise hold the request thread.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { PoolReply, PoolRequest } from '../../workers/thread-pool';
import { counterPoster, type QrKitModel, reviewPoster, tableCards, tablePoster } from './qr-kit-pdf';
import type { DrawTask, Pdf } from './qr-kit-sheet-cache';

const DRAW = {
  'table-poster': tablePoster,
  'counter-poster': counterPoster,
  'review-poster': reviewPoster,
  'table-cards': tableCards,
} as const;

// Requests come first: this thread runs at a lower priority than the rest of the process (on Linux a
// thread's nice value is its own). A system that refuses it leaves the thread as it is.
try {
  setPriority(10);
} catch {}

// Buffers arrive as plain Uint8Arrays; pdfkit wants Buffers.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function model(task: DrawTask): QrKitModel {
  const { logo, qris } = task.model;
  return {
    ...task.model,
    logo: logo && asBuffer(logo),
    qris: qris && { ...qris, image: asBuffer(qris.image) },
  };
}

parentPort?.on('message', async ({ id, task }: PoolRequest<DrawTask>) => {
  let reply: PoolReply<Pdf>;
  try {
    const bytes = await DRAW[task.drawing](model(task), task.size);
    // Only a buffer of its own is handed over whole; a slice of a shared one is copied first.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    reply = { id, result: whole ? new Uint8Array(bytes.buffer as ArrayBuffer) : new Uint8Array(bytes) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, 'result' in reply ? [reply.result.buffer] : []);
});

// Starts a worker written in TypeScript when the server runs from its sources (tsx, vitest): registers
// tsx in this thread, then imports the worker's module. The bundle builds each worker to JavaScript
// instead and starts that file directly.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.module);

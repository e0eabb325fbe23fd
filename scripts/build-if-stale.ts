/**
 * `npm start`, before the server starts: builds the web app and/or the server only when a source is
 * newer than its build (server/cli/build-staleness.ts), and says in one line what it did.
 */
import path from 'node:path';
import { buildIfStale } from '../server/cli/build-staleness.js';

const root = path.resolve(import.meta.dirname, '..');
if (!(await buildIfStale(root))) process.exitCode = 1;

// `npm start`: build whatever is missing or stale, then serve the client and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, runForwardingSignals } from './lib/ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt(root);
const server = spawn(process.execPath, [path.join(root, 'dist/backend/main.js')], { cwd: root, stdio: 'inherit' });
runForwardingSignals(server);

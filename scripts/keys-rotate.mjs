// `npm run keys:rotate`: build if needed, then re-wrap every data key under the newest key.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, runForwardingSignals } from './lib/ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt(root);
const rotation = spawn(process.execPath, [path.join(root, 'dist/backend/rotate-keys.js')], {
  cwd: root,
  stdio: 'inherit',
});
runForwardingSignals(rotation);

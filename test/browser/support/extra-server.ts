import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// A second app server started by a spec for a configuration of its own (SMTP mail, the
// Firebase driver), through the same test/browser/serve.mjs as the main one.
export class ExtraServer {
  private child: ChildProcess | null = null;
  readonly baseUrl: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async start(timeoutMs = 150_000): Promise<void> {
    const child = spawn(process.execPath, ['test/browser/serve.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...this.env, BROWSER_TEST_PORT: String(this.port) },
    });
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`The server on :${this.port} exited early (code ${child.exitCode}).`);
      try {
        if ((await fetch(`${this.baseUrl}/health/ready`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`The server on :${this.port} was not ready after ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  // serve.mjs passes SIGTERM on to the app, which stops its database, and removes its data.
  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

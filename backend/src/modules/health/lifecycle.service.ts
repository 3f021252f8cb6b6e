import { Injectable } from '@nestjs/common';

/** Knows whether the process has begun shutting down, so readiness can say so at once. */
@Injectable()
export class LifecycleService {
  private shuttingDown = false;

  beginShutdown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }
}

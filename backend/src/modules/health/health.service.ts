import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LifecycleService } from './lifecycle.service.js';
import { notReady, shuttingDown } from './health.errors.js';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly lifecycle: LifecycleService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Ready means: not shutting down, and the database answers within two seconds. */
  async assertReady(): Promise<void> {
    if (this.lifecycle.isShuttingDown) {
      throw shuttingDown();
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch (error) {
      throw notReady(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { LifecycleService } from './lifecycle.service.js';

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
      throw new AppError(503, ErrorCode.ShuttingDown, 'This server is shutting down; please retry on another.');
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch (error) {
      throw new AppError(503, ErrorCode.NotReady, 'The database is not reachable yet.', {}, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}

import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A statement on a hot path, named so that each pooled connection plans it once and
 * afterwards only binds and runs it (planning the chat's statements cost about as much as
 * running them). TypeORM has no prepared statements, so this goes to the pool beneath it.
 */
export class PreparedStatement<Row> {
  constructor(
    private readonly name: string,
    private readonly text: string,
  ) {}

  async run(dataSource: DataSource, values: unknown[]): Promise<Row[]> {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query<Row & object>({ name: this.name, text: this.text, values })).rows;
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutboxEntity } from './mail-outbox.entity.js';

/** What the app keeps of mail it sent, as far as other modules may touch it. */
@Injectable()
export class MailOutboxService {
  /** Account deletion: every outbox row addressed to the person goes (addresses compared without case). */
  async forgetRecipient(address: string, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(MailOutboxEntity)
      .where('lower(to_address) = lower(:address)', { address: address.trim() })
      .execute();
  }
}

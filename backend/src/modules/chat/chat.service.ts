import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatSessionEntity } from './chat.entities.js';

/** Chat sessions and messages. (Sending and streaming arrive with the companion engine.) */
@Injectable()
export class ChatService {
  constructor(@InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>) {}

  /** Deletes every session (and, by cascade, every message) of the caller; answers how many sessions went. */
  async clearHistory(caller: VerifiedIdentity, uid: string = caller.uid): Promise<number> {
    if (uid !== caller.uid) throw new AppError(403, 'FORBIDDEN', 'You can only clear your own chat history.');
    const result = await this.sessions.delete({ uid });
    return result.affected ?? 0;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import type { ChatTheme } from '../../providers/llm/llm.port.js';
import { themeLabel } from './chat-themes.js';

/**
 * The pastoral memory: the few themes a person has brought, most recent first, kept as
 * one line of text on the profile (one column, so encrypting it at rest stays simple).
 * It never holds what the person wrote, only what it was about. This file is its one
 * owner: the format, the merge, and the compare-and-set every write goes through.
 */
const PREFIX = 'Themes this person has brought before, most recent first: ';
const MAX_THEMES = 6;

export function themesRemembered(memory: string | null): string[] {
  if (!memory?.startsWith(PREFIX)) return [];
  return memory.slice(PREFIX.length).replace(/\.$/, '').split(', ').filter(Boolean);
}

/** The memory after a conversation touched `labels`; unchanged when there is nothing new to keep. */
export function rememberThemes(memory: string | null, labels: string[]): string | null {
  const fresh = labels.filter(Boolean);
  if (!fresh.length) return memory;
  const themes = [...new Set([...fresh, ...themesRemembered(memory)])].slice(0, MAX_THEMES);
  return `${PREFIX}${themes.join(', ')}.`;
}

/**
 * The compare-and-set of a memory write, as SQL over the given parameters: the memory
 * becomes `next` only while it still holds `read`, so one cleared while a reply was being
 * written stays cleared. A conversation's store puts it inside the statement that stores
 * the reply (saving a round trip); `settle` runs it alone.
 */
export function memoryCompareAndSet(params: { uid: string; next: string; read: string }): string {
  return `UPDATE users SET memory = ${params.next}, updated_at = now() WHERE uid = ${params.uid} AND memory IS NOT DISTINCT FROM ${params.read}`;
}

/** A change of someone's pastoral memory, from what was read to what it should become. */
export interface MemoryChange {
  uid: string;
  read: string | null;
  /** What was read, as stored (sealed): the compare-and-set compares this. */
  readStored: string | null;
  next: string;
  labels: string[];
}

/** What the write of a change found: whether it was made, and what the memory holds now. */
export interface MemoryWrite {
  remembered: boolean;
  memoryNow: string | null;
  memoryNowStored: string | null;
}

@Injectable()
export class PastoralMemoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly encryption: EncryptionService,
  ) {}

  /** What a conversation about `themes` changes in the memory it read; undefined when nothing new. */
  changeFor(
    uid: string,
    read: { memory: string | null; stored: string | null },
    themes: readonly ChatTheme[],
  ): MemoryChange | undefined {
    const labels = themes.map(themeLabel);
    const next = rememberThemes(read.memory, labels);
    return next === null || next === read.memory
      ? undefined
      : { uid, read: read.memory, readStored: read.stored, next, labels };
  }

  /**
   * After a change was tried: when another reply changed the memory meanwhile, these
   * themes are added to what it holds now. A memory cleared meanwhile stays cleared.
   */
  async settle(change: MemoryChange | undefined, outcome: MemoryWrite): Promise<void> {
    if (!change || outcome.remembered || outcome.memoryNow === null) return;
    const merged = rememberThemes(outcome.memoryNow, change.labels);
    if (merged === null || merged === outcome.memoryNow) return;
    await this.dataSource.query(memoryCompareAndSet({ uid: '$1', next: '$2', read: '$3' }), [
      change.uid,
      await this.encryption.seal({ uid: change.uid }, merged),
      outcome.memoryNowStored,
    ]);
  }
}

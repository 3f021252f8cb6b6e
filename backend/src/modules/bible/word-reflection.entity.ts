import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const REFLECTION_KINDS = ['scripture', 'saint', 'study'] as const;
export type ReflectionKind = (typeof REFLECTION_KINDS)[number];

/**
 * A reflection of Today's Word, written once and kept: per date, kind, title, reference,
 * persona and style. Reflections on a reading or the saint are shared by everyone
 * (`uid` null: nothing personal went into them); a study is the caller's own.
 */
@Entity('word_reflections')
export class WordReflectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The person's local date, YYYY-MM-DD (pg's date type comes back as this text). */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  kind: ReflectionKind;

  /** The reading's title ('Gospel', ...), or the saint's or feast's name. */
  @Column({ type: 'text' })
  title: string;

  /** The scripture reference; empty for the saint. */
  @Column({ type: 'text' })
  reference: string;

  @Column({ type: 'text' })
  persona: string;

  @Column({ type: 'text' })
  style: 'default' | 'precise';

  @Column({ type: 'text', nullable: true })
  uid: string | null;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * The phrases the server speaks and checks for a practice: the built-in pool's, and every phrase
 * an academy's list has held (phraseIndex, ./list-store.ts). Audio, word audio and recognition
 * accept a text only through here, so the speech cache stays bounded by the pool and the lists.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { phrases } from '../content/phrases';
import { poolPhrase } from '../practice/pool/pool-phrase';
import { LEVELS, type Level } from '../shared/rules';
import { phraseIndexCollection, phraseIndexId } from './list-store';

export interface AcademyPhrase {
  /** The phrase as the pool or the list writes it: what is spoken, cached and compared. */
  text: string;
  meaning: string;
  level: Level;
}

const poolByText = new Map(phrases.map(({ text, meaning, level }) => [text, { text, meaning, level }]));

/**
 * The pool phrase or list phrase `text` stands for (compared as answers are), or null. A pool
 * phrase is found with no read; any other text costs one document read.
 */
export async function academyPhrase(db: Firestore, text: string): Promise<AcademyPhrase | null> {
  const pooled = poolPhrase(text);
  if (pooled !== null) return poolByText.get(pooled) ?? null;
  // A text with no letter or digit names no phrase (and its id would be everyone's empty one).
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const snapshot = await phraseIndexCollection(db).doc(phraseIndexId(text)).get();
  const entry = snapshot.data();
  if (!entry || typeof entry.text !== 'string') return null;
  return {
    text: entry.text,
    meaning: typeof entry.meaning === 'string' ? entry.meaning : '',
    level: LEVELS.includes(entry.level) ? entry.level : 'beginner',
  };
}

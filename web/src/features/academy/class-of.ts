import type { ClassKey, ClassSummary } from '@shared/contract';
import { ApiError } from '../../lib/api-client';
import { messages } from '../../messages';
import { getClasses } from './api/classes';
import { getKeys } from './api/keys';

export interface ClassWithKeys {
  summary: ClassSummary;
  keys: ClassKey[];
}

/** A class's keys and its summary (from the caller's class list: its name and counts), asked for together. */
export async function getClassWithKeys(classId: string): Promise<ClassWithKeys> {
  const [list, { keys }] = await Promise.all([getClasses(), getKeys(classId)]);
  const summary = list.classes.find((each) => each.id === classId);
  // The keys call answers 404 or 403 first for a class the caller cannot see; this is a race's leftover.
  if (!summary) throw new ApiError(404, messages.errors.unexpected);
  return { summary, keys };
}

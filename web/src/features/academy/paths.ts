import { academyDay, addDays } from '@shared/academy-day';
import { generatePath } from 'react-router';
import { ACTIVATION_KEY_PARAM, screenPaths } from '../../config/screen-paths';

export const classPath = (classId: string) => generatePath(screenPaths.academyClass, { classId });
export const keysPath = (classId: string) => generatePath(screenPaths.academyKeys, { classId });
export const sheetPath = (classId: string) => generatePath(screenPaths.academySheet, { classId });
export const learnerPath = (classId: string, learnerId: string) =>
  generatePath(screenPaths.academyLearner, { classId, learnerId });
/** The phrase lists, one list, and a new one (`nova` in its list's place). */
export const listsPath = () => generatePath(screenPaths.academyLists, {});
export const listPath = (listId: string) => generatePath(screenPaths.academyLists, { listId });
export const NEW_LIST = 'nova';

/** The app's address, as a learner opens it. */
export const appUrl = () => `${window.location.origin}/`;

/** The link that opens the app with `key` filled in (src/lib/pending-key.ts reads it). */
export const keyLink = (key: string) =>
  `${window.location.origin}/?${ACTIVATION_KEY_PARAM}=${encodeURIComponent(key)}`;

/** A class's link as the learners open it (`/turma/<token>`). */
export const classLinkUrl = (token: string) =>
  `${window.location.origin}${generatePath(screenPaths.classLink, { token })}`;

/** A file name's part made of a class's name: "Turma B - noite" -> "turma-b-noite". */
export function slug(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return plain || 'turma';
}

/** The academy's today (São Paulo's, whatever the device's time zone), or `after` days later. */
export function today(after = 0): string {
  return addDays(academyDay(new Date()), after);
}

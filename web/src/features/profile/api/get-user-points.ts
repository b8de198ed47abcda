import type { Points } from '@shared/contract';
import { paths } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

export function getUserPoints(uid: string, signal?: AbortSignal): Promise<Points> {
  return apiRequest<Points>(paths.userPoints(uid), { signal });
}

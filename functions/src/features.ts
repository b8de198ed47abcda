import type { Router } from 'express';

/** The feature routers of the API, in the order they are mounted. */
export function features(): Router[] {
  return [];
}

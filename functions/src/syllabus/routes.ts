/**
 * The academy's own syllabus: its phrase lists (`/api/academy/lists/**`), beside the built-in pool.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   GET    /api/academy/lists
 *   POST   /api/academy/lists
 *   GET    /api/academy/lists/:listId
 *   PUT    /api/academy/lists/:listId
 *   DELETE /api/academy/lists/:listId
 */
import { Router } from 'express';

export const syllabusRouter = Router();

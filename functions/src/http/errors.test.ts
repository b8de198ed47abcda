import { Router } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { createApp } from './express-app';
import { serveForTest } from './serve-for-test';

describe('handleError', () => {
  const router = Router();
  router.get('/api/echo/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  router.get('/api/boom', () => {
    throw new Error('a bug');
  });
  router.get('/api/gone', () => {
    throw Object.assign(new Error('no entity to update: users/x'), { code: 5 });
  });
  let base = '';
  beforeAll(async () => {
    base = await serveForTest(createApp([router]));
  });

  it.each(['%E0%A4%A', '%zz', '%C3%28', '%'])(
    'a path parameter %s that cannot be decoded is a 400',
    async (id) => {
      const response = await fetch(`${base}/api/echo/${id}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: messages.badRequest });
    },
  );

  it('a well-encoded parameter still reaches the route', async () => {
    const response = await fetch(`${base}/api/echo/${encodeURIComponent('á b')}`);
    expect(await response.json()).toEqual({ id: 'á b' });
  });

  it('a write refused because the learner’s record is gone (a deleted account): 401', async () => {
    const response = await fetch(`${base}/api/gone`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: messages.invalidToken });
  });

  it('a bug is still a 500 with the generic sentence and no stack', async () => {
    const response = await fetch(`${base}/api/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: messages.internal });
  });
});

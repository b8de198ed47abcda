/**
 * For in-process tests of the HTTP backbone: serves `app` on a free local port for the current
 * test file and gives its base URL; the server closes after the file's tests.
 */
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll } from 'vitest';

export async function serveForTest(app: Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  afterAll(() => {
    server.close();
  });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

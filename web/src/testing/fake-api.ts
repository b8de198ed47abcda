import { vi } from 'vitest';

export type Route = (request: {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` (the network boundary) with `route`, and records every call so a test can
 * check what the app sent.
 */
export function fakeApi(route: Route) {
  const calls: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return route(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

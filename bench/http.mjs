// Every answer a bench times or builds on is checked: a status other than the one expected stops
// the bench with what the server said (a 500 timed as an answer is no figure).

/** `response` when its status is `expected`; otherwise throws with the status and the body's start. */
export async function expectStatus(response, expected = 200) {
  if (response.status === expected) return response;
  const body = await response.text().catch(() => '');
  throw new Error(
    `${new URL(response.url).pathname} answered ${response.status} (expected ${expected}): ${body.slice(0, 300)}`,
  );
}

/** `fetch`, its answer's status checked. */
export async function request(url, init, expected = 200) {
  return expectStatus(await fetch(url, init), expected);
}

/**
 * Watches the API answers a Playwright page receives; the returned function throws when one
 * was an error (a flow that still reached its end would otherwise be timed as a success).
 */
export function watchApiAnswers(page) {
  const errors = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.status() >= 400)
      errors.push(`${response.request().method()} ${pathname} answered ${response.status()}`);
  });
  return () => {
    if (errors.length > 0) throw new Error(`unexpected API answers: ${errors.join('; ')}`);
  };
}

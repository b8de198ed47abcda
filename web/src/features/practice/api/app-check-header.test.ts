/** The practice's costly call and key validation carry App Check's token when a site key is configured (src/lib/app-check.ts). */

import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateKey } from '../../../components/activation/validate-key';
import { apiRequest } from '../../../lib/api-client';
import { fakeApi, json } from '../../../testing/fake-api';
import { fetchPhraseAudio } from './audio';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
const sdk = vi.hoisted(() => ({ appCheckToken: vi.fn() }));
vi.mock('../../../lib/app-check-exchange', () => sdk);
const config = { siteKey: 'site-key', apiKey: 'api-key', projectId: 'demo-project', appId: '1:123:web:abc' };

const ok = () =>
  fakeApi(({ url }) => (url.includes('generate-audio') ? new Response(new Blob(['mp3'])) : json({})));
const appCheckHeader = (api: ReturnType<typeof fakeApi>) => api.calls[0]?.headers.get('X-Firebase-AppCheck');

describe('App Check on the web (X-Firebase-AppCheck)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    sdk.appCheckToken.mockReset();
  });

  it('without a site key: no header, and the App Check module is never loaded', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', '');
    const api = ok();
    await fetchPhraseAudio('Practice makes perfect.', 'p1');
    expect(appCheckHeader(api)).toBeNull();
    expect(sdk.appCheckToken).not.toHaveBeenCalled();
  });

  it('with a site key: the costly call carries the token, a call that spends nothing does not', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', 'site-key');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'api-key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-project');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:123:web:abc');
    sdk.appCheckToken.mockResolvedValue('app-check-token');
    const api = ok();
    await fetchPhraseAudio('Practice makes perfect.', 'p1');
    await apiRequest('/api/users/me', v.unknown());
    expect(appCheckHeader(api)).toBe('app-check-token');
    expect(sdk.appCheckToken).toHaveBeenCalledWith(config, false);
    expect(api.calls[1]?.headers.get('X-Firebase-AppCheck')).toBeNull();
  });

  it('key validation asks for a limited-use token; a browser App Check cannot attest sends none', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', 'site-key');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'api-key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-project');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:123:web:abc');
    sdk.appCheckToken.mockRejectedValue(new Error('reCAPTCHA blocked'));
    const api = ok();
    await validateKey('ana', 'ABCDEFGHJKMNPQRSTVWX');
    expect(sdk.appCheckToken).toHaveBeenCalledWith(config, true);
    expect(appCheckHeader(api)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { chooseHearer, type HearerEnvironment, isInAppBrowser } from './hearer';
import { microphoneHelpFor } from './server-hearing';

const chromeDesktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const env = (overrides: Partial<HearerEnvironment> = {}): HearerEnvironment => ({
  recognitionPresent: true,
  recorderPresent: true,
  iosStandalone: false,
  userAgent: chromeDesktop,
  failureThisVisit: null,
  ...overrides,
});

const inApp = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/468.0.0.49.109]',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 musical_ly_2023505030 BytedanceWebview/d8a21c6',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  whatsapp:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36 WhatsApp/2.24',
  webview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
};

describe('chooseHearer', () => {
  it("uses the browser's recognition where it is present and nothing said it fails", () => {
    expect(chooseHearer(env())).toBe('browser');
  });

  it('records for the server where recognition is absent (Firefox)', () => {
    expect(chooseHearer(env({ recognitionPresent: false }))).toBe('server');
  });

  it('records in the iOS home-screen app, where recognition exists but does nothing', () => {
    expect(chooseHearer(env({ iosStandalone: true }))).toBe('server');
  });

  it.each(Object.entries(inApp))('records in the %s in-app browser', (_, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(true);
    expect(chooseHearer(env({ userAgent }))).toBe('server');
  });

  it('does not take Chrome, Safari or Samsung Internet for an in-app browser', () => {
    expect(isInAppBrowser(chromeDesktop)).toBe(false);
    expect(
      isInAppBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isInAppBrowser(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });

  it.each(['not-allowed', 'service-not-allowed', 'network', 'aborted', 'language-not-supported'])(
    "records for the rest of the visit after the browser's '%s'",
    (code) => {
      expect(chooseHearer(env({ failureThisVisit: code }))).toBe('server');
    },
  );

  it("keeps the browser's recognition after silence ('no-speech')", () => {
    expect(chooseHearer(env({ failureThisVisit: 'no-speech' }))).toBe('browser');
  });

  it('has nothing where the browser cannot record and its recognition cannot be used', () => {
    expect(chooseHearer(env({ recognitionPresent: false, recorderPresent: false }))).toBe('none');
    expect(chooseHearer(env({ userAgent: inApp.instagram, recorderPresent: false }))).toBe('none');
    // Its own recognition needs no recorder.
    expect(chooseHearer(env({ recorderPresent: false }))).toBe('browser');
  });
});

describe('microphoneHelpFor', () => {
  it("gives the steps of the learner's browser", () => {
    expect(microphoneHelpFor(inApp.instagram)).toBe('ios');
    expect(
      microphoneHelpFor(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SamsungBrowser/25.0 Chrome/121.0 Mobile',
      ),
    ).toBe('samsung');
    expect(microphoneHelpFor('Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0')).toBe(
      'firefox',
    );
    expect(microphoneHelpFor(inApp.webview)).toBe('android');
    expect(microphoneHelpFor(chromeDesktop)).toBe('other');
  });
});

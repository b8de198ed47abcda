/**
 * The links Firebase Auth e-mails, read from the auth emulator's out-of-band codes (it sends no
 * e-mail) and opened on the product's own page, as the console's templates point them there in
 * production (docs/deploying.md).
 */
import { PROJECT_ID, urls } from '../../../scripts/stack-config.mjs';
import { screenPaths } from '../../src/config/screen-paths';

type LinkKind = 'PASSWORD_RESET' | 'VERIFY_EMAIL';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** Every code the emulator made for `email` and `kind`, oldest first. */
async function codesFor(email: string, kind: LinkKind): Promise<OobCode[]> {
  const response = await fetch(`${urls.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === kind);
}

/** The app's path for the latest such e-mail's link: /auth/acao with the link's own parameters. */
export async function emailedLink(email: string, kind: LinkKind): Promise<string> {
  const code = (await codesFor(email, kind)).at(-1);
  if (!code) throw new Error(`no ${kind} e-mail for ${email}`);
  return `${screenPaths.authAction}${new URL(code.oobLink).search}`;
}

/** How many such e-mails were sent to `email`. */
export async function emailsSent(email: string, kind: LinkKind): Promise<number> {
  return (await codesFor(email, kind)).length;
}

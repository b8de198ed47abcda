/**
 * Makes or unmakes an admin of the academy (the `admin` custom claim: every class, keys, teachers).
 *   npm run admin -- grant <email>    the account (signed up in the app first, its e-mail
 *                                     confirmed) becomes an admin
 *   npm run admin -- revoke <email>   it stops being one at once: its sessions are revoked too
 * An account whose e-mail is not confirmed may be anyone's who typed that address: grant refuses
 * it unless told `--unverified-email-ok` (the person running it knows the account is theirs).
 * Talks to the local emulators by default; `--project ID` targets a real project with
 * application-default credentials, like `npm run keys`.
 */
import { parseArgs } from 'node:util';
import { messages } from '../messages';
import { connectAuth } from './target';

const usage = `Usage:
  npm run admin -- grant <email> [--unverified-email-ok] [--project ID]
  npm run admin -- revoke <email> [--project ID]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    'unverified-email-ok': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const [command, email] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(usage);
  process.exit(2);
}

const auth = await connectAuth(values.project);
const account = await auth.accountByEmail(email);
if (!account) {
  console.error(`No account signs in with ${email}: sign up in the app first, then run this again.`);
  process.exit(1);
}
if (command === 'grant') {
  if (!account.emailVerified && !values['unverified-email-ok']) {
    console.error(messages.adminTool.unverifiedEmail(email));
    process.exit(1);
  }
  await auth.setRoleClaim(account.uid, 'admin', true);
  console.log(`${email} is an admin now (signing in again, or within the hour, their app shows /academia).`);
} else {
  await auth.setRoleClaim(account.uid, 'admin', false);
  // Every call checks revocation (http/authenticate.ts): the role ends now, not at the token's expiry.
  await auth.revokeSessions(account.uid);
  console.log(`${email} is no longer an admin; their sessions were ended.`);
}
process.stdout.write('', () => process.exit(0));

/**
 * Makes or unmakes an admin of the academy (the `admin` custom claim: every class, keys, teachers).
 *   npm run admin -- grant <email>    the account (signed up in the app first) becomes an admin
 *   npm run admin -- revoke <email>   it stops being one at once: its sessions are revoked too
 * Talks to the local emulators by default; `--project ID` targets a real project with
 * application-default credentials, like `npm run keys`.
 */
import { parseArgs } from 'node:util';
import { connectAuth } from './target';

const usage = `Usage:
  npm run admin -- grant <email> [--project ID]
  npm run admin -- revoke <email> [--project ID]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  await auth.setRoleClaim(account.uid, 'admin', true);
  console.log(`${email} is an admin now (signing in again, or within the hour, their app shows /academia).`);
} else {
  await auth.setRoleClaim(account.uid, 'admin', false);
  // Every call checks revocation (http/authenticate.ts): the role ends now, not at the token's expiry.
  await auth.revokeSessions(account.uid);
  console.log(`${email} is no longer an admin; their sessions were ended.`);
}
process.stdout.write('', () => process.exit(0));

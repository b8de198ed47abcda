/**
 * What POST /api/auth/join-class decides, apart from HTTP: a learner takes a seat of a class link
 * (./class-link-store.ts), answered and throttled as a typed key is (./redeem.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readClassName } from '../data/classes';
import { ensureUser, type NewUser, usersCollection } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { PublicClassLink } from '../shared/contract';
import { isLinkToken, linkState, seatKey, seatsLeft } from './class-link-rules';
import { joinLink, readLink } from './class-link-store';
import { recordAddressFailure } from './key-store';
import { accept, bookAttempt, type RedeemAnswer, refuse } from './redeem';

export interface JoinRequest {
  db: Firestore;
  uid: string;
  newUser: NewUser;
  /** The token of the link's path (`/turma/<token>`). */
  token: string;
  /** The client address's hash (`addressKey`), never the address itself. */
  addressHash: string;
  now: Date;
}

export async function joinClass(request: JoinRequest): Promise<RedeemAnswer> {
  const { db, uid, addressHash, now } = request;
  const token = request.token.trim();
  const text = messages.classLink;
  // No link looks otherwise: answered before any read or write, as a malformed key is.
  if (!isLinkToken(token)) return refuse(404, text.unknown);

  const user = await ensureUser(db, uid, request.newUser);
  if (!user) throw new HttpError(401, messages.invalidToken);
  // Before any throttle, as for a key: an activated learner spends no attempt and takes no seat.
  // Only a retried join (a lost reply) of a learner this link activated goes on, to be answered again.
  if (user.hasActivated) {
    const activatedBy = (await usersCollection(db).doc(uid).get()).get('activationKey');
    if (activatedBy !== seatKey(token, uid)) return refuse(409, text.alreadyActive);
  } else {
    const throttled = await bookAttempt(db, uid, addressHash, now);
    if (throttled) return throttled;
  }

  const outcome = await joinLink(db, { token, uid, now });
  if ('joined' in outcome) return accept(text.joined(outcome.joined));
  if (outcome.refused === 'unknown') {
    await recordAddressFailure(db, addressHash, now);
    return refuse(404, text.unknown);
  }
  return refuse(409, text[outcome.refused]);
}

/** What the join page shows of a link, to anyone holding it: the class's name and its seats left. */
export async function publicClassLink(db: Firestore, typedToken: string): Promise<PublicClassLink> {
  const token = typedToken.trim();
  const link = isLinkToken(token) ? await readLink(db, token) : null;
  const className = link ? await readClassName(db, link.classId) : null;
  if (!link || className === null) throw new HttpError(404, messages.classLink.unknown);
  return { className, state: linkState(link), seatsLeft: link.open ? seatsLeft(link) : 0 };
}

import type { Request } from 'express';
import * as v from 'valibot';
import { messages } from '../messages';
import { changesSomething } from '../shared/account-payloads';
import { isValidDailyAudios, isValidPointsClaim } from '../shared/rules';
import { HttpError } from './http-error';

type Schema = v.GenericSchema;
type Issue = v.BaseIssue<unknown>;

/** The sentence of each shared rule a `v.check` applies (shared/payloads.ts), by its function. */
const checkMessages = new Map<unknown, string>([
  [isValidPointsClaim, messages.points.invalid],
  [changesSomething, messages.account.nothingToChange],
  [isValidDailyAudios, messages.academy.invalidDailyAudios],
]);

/** One readable Portuguese sentence for the first problem valibot found. */
export function describeIssue(issue: Issue): string {
  const field = issue.path?.map((item) => String(item.key)).join('.') || 'corpo';
  if (issue.kind === 'schema') {
    if (!issue.path?.length) return messages.invalidBody;
    if (issue.input === undefined) return messages.fieldRequired(field);
    if (issue.type === 'string') return messages.fieldMustBeText(field);
    if (issue.type === 'number') return messages.fieldMustBeNumber(field);
    if (issue.type === 'boolean') return messages.fieldMustBeBoolean(field);
    return messages.fieldInvalid(field);
  }
  switch (issue.type) {
    case 'integer':
      return messages.fieldMustBeInteger(field);
    case 'min_length':
      return messages.fieldTooShort(field);
    case 'max_length':
      return messages.fieldTooLong(field);
    case 'min_value':
      return messages.fieldTooSmall(field, Number(issue.requirement));
    case 'max_value':
      return messages.fieldTooBig(field, Number(issue.requirement));
    case 'check':
      return checkMessages.get(issue.requirement) ?? messages.fieldInvalid(field);
    default:
      return messages.fieldInvalid(field);
  }
}

/** Validates `value` against `schema`, or throws a 400 that names the first bad field. */
export function parseWith<S extends Schema>(schema: S, value: unknown): v.InferOutput<S> {
  // A JSON array is an object to valibot; no payload of the API is one.
  if (schema.type === 'object' && Array.isArray(value)) throw new HttpError(400, messages.invalidBody);
  const result = v.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, describeIssue(result.issues[0]));
  return result.output;
}

/** The JSON body of a request, validated. Other content types are refused with 415. */
export function parseJsonBody<S extends Schema>(req: Request, schema: S): v.InferOutput<S> {
  if (!req.is('application/json')) throw new HttpError(415, messages.jsonRequired);
  return parseWith(schema, req.body);
}

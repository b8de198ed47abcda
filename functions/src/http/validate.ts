import type { Request } from 'express';
import type { z } from 'zod';
import { messages } from '../messages';
import { HttpError } from './http-error';

type Issue = z.core.$ZodIssue;

function fieldName(issue: Issue): string {
  return issue.path.length > 0 ? issue.path.join('.') : 'corpo';
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One readable Portuguese sentence for the first problem zod found in `input`. */
export function describeIssue(issue: Issue, input: unknown): string {
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
        return messages.fieldRequired(field);
      }
      if (issue.path.length === 0) return messages.invalidBody;
      if (issue.expected === 'string') return messages.fieldMustBeText(field);
      if (issue.expected === 'number') return messages.fieldMustBeNumber(field);
      if (issue.expected === 'int') return messages.fieldMustBeInteger(field);
      if (issue.expected === 'boolean') return messages.fieldMustBeBoolean(field);
      return messages.fieldInvalid(field);
    case 'too_small':
      return issue.origin === 'string'
        ? messages.fieldTooShort(field)
        : messages.fieldTooSmall(field, Number(issue.minimum));
    case 'too_big':
      return issue.origin === 'string'
        ? messages.fieldTooLong(field)
        : messages.fieldTooBig(field, Number(issue.maximum));
    case 'custom':
      return issue.message;
    default:
      return messages.fieldInvalid(field);
  }
}

/** Validates `value` against `schema`, or throws a 400 that names the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpError(400, first ? describeIssue(first, value) : messages.invalidBody);
  }
  return result.data;
}

/** The JSON body of a request, validated. Other content types are refused with 415. */
export function parseJsonBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  if (!req.is('application/json')) throw new HttpError(415, messages.jsonRequired);
  return parseWith(schema, req.body);
}

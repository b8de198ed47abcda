import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { parseWith } from './validate';

const schema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(5)),
  age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120)),
});

function messageFor(value: unknown): string {
  try {
    parseWith(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a validation failure');
}

describe('parseWith', () => {
  it('returns the parsed value when valid', () => {
    expect(parseWith(schema, { name: 'Ana', age: 30, extra: 1 })).toEqual({ name: 'Ana', age: 30 });
  });

  it('names a missing field', () => {
    expect(messageFor({ age: 3 })).toBe('O campo "name" é obrigatório.');
  });

  it('names a field of the wrong type', () => {
    expect(messageFor({ name: 7, age: 3 })).toBe('O campo "name" deve ser um texto.');
    expect(messageFor({ name: 'Ana', age: '3' })).toBe('O campo "age" deve ser um número.');
  });

  it('describes sizes and bounds', () => {
    expect(messageFor({ name: '', age: 3 })).toBe('O campo "name" está vazio ou curto demais.');
    expect(messageFor({ name: 'Ana Maria', age: 3 })).toBe('O campo "name" é longo demais.');
    expect(messageFor({ name: 'Ana', age: 121 })).toBe('O campo "age" deve ser no máximo 120.');
    expect(messageFor({ name: 'Ana', age: 1.5 })).toBe('O campo "age" deve ser um número inteiro.');
  });

  it('refuses a body that is not an object', () => {
    expect(messageFor(null)).toBe('Os dados enviados são inválidos.');
    expect(messageFor([1, 2])).toBe('Os dados enviados são inválidos.');
  });
});

import { describe, expect, it } from 'vitest';
import { answerAsRead, RESPONSE_SCHEMA } from './gemini-schema';

describe('RESPONSE_SCHEMA', () => {
  it('is JSON Schema without $schema, so the SDK sends it as responseSchema', () => {
    expect(RESPONSE_SCHEMA).not.toHaveProperty('$schema');
    expect(RESPONSE_SCHEMA).toMatchObject({
      type: 'object',
      required: ['reply', 'translation', 'correction'],
      propertyOrdering: ['reply', 'translation', 'correction'],
    });
  });

  it('describes every field to Gemini, the correction nullable and ordered', () => {
    type Json = { anyOf: Json[]; properties: Record<string, Json> };
    const { reply, translation, correction } = (RESPONSE_SCHEMA as unknown as Json).properties;
    expect(reply).toEqual({ type: 'string', description: expect.stringContaining('simple English') });
    expect(translation).toEqual({
      type: 'string',
      description: expect.stringContaining('Brazilian Portuguese'),
    });
    const [asked, nothing] = correction?.anyOf ?? [];
    expect(nothing).toEqual({ type: 'null' });
    expect(asked).toMatchObject({
      type: 'object',
      description: expect.stringContaining('correction'),
      required: ['said', 'better', 'explanation'],
      propertyOrdering: ['said', 'better', 'explanation'],
    });
    for (const field of Object.values(asked?.properties ?? {})) {
      expect(field).toEqual({ type: 'string', description: expect.any(String) });
    }
  });
});

describe('answerAsRead', () => {
  it('trims the texts and takes a missing correction as null', () => {
    expect(answerAsRead.parse({ reply: ' Hi! ', translation: ' Oi! ' })).toEqual({
      reply: 'Hi!',
      translation: 'Oi!',
      correction: null,
    });
    const correction = { said: ' I has ', better: 'I have', explanation: 'Com "I", "have".' };
    expect(answerAsRead.parse({ reply: 'Hi!', correction }).correction).toEqual({
      ...correction,
      said: 'I has',
    });
  });

  it('takes a missing or non-string translation as empty', () => {
    for (const translation of [undefined, null, 7, { pt: 'Oi' }]) {
      expect(answerAsRead.parse({ reply: 'Hi!', translation }).translation).toBe('');
    }
  });

  it('refuses a correction with an empty text', () => {
    const correction = { said: 'I has', better: '  ', explanation: 'Com "I", "have".' };
    expect(answerAsRead.safeParse({ reply: 'Hi!', correction }).success).toBe(false);
  });
});

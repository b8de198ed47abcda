/**
 * The tutor's answer as Gemini writes it, in JSON: `tutorAnswer` is the shape Gemini is asked
 * for, and RESPONSE_SCHEMA the same shape as the request states it; `answerAsRead` is how
 * ./gemini-tutor.ts reads what came back.
 */
import { z } from 'zod';

const correction = z
  .object({
    said: z.string().trim().describe('The wrong words, exactly as the learner wrote them.'),
    better: z.string().trim().describe('The same words in correct English.'),
    explanation: z.string().trim().describe('Why, in one short sentence in Brazilian Portuguese.'),
  })
  .describe("One gentle correction of the learner's last message, or null when it is fine.");

export const tutorAnswer = z.object({
  reply: z
    .string()
    .trim()
    .describe('Your answer in simple English: 1 to 3 short sentences, ending with a question.'),
  translation: z
    .string()
    .trim()
    .describe('Your reply translated into natural Brazilian Portuguese, sentence by sentence.'),
  correction: correction.nullable(),
});

/**
 * `tutorAnswer` as the request's `responseSchema`. It goes as JSON Schema without `$schema`: the
 * SDK then turns it into the API's own schema (a null type becomes `nullable`, and
 * `additionalProperties` is dropped); with `$schema` it would send it as `responseJsonSchema`
 * instead. `propertyOrdering` asks for the fields in the order they are declared.
 */
export const RESPONSE_SCHEMA = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(tutorAnswer, {
    override: ({ jsonSchema }) => {
      if (jsonSchema.properties) jsonSchema.propertyOrdering = Object.keys(jsonSchema.properties);
    },
  });
  return schema;
})();

/**
 * How an answer is read: as asked (texts trimmed), except that a correction with an empty text
 * is refused and a missing one is taken as null (the model sometimes leaves out a nullable field),
 * and a missing or non-string translation is taken as '' (the reply is still worth giving: the
 * learner only loses "Traduzir" for that reply; ./gemini-answer.ts logs it).
 */
export const answerAsRead = tutorAnswer.extend({
  translation: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : '')),
  correction: correction
    .refine((texts) => Object.values(texts).every(Boolean), 'a correction text is empty')
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * TUTOR_ENGINE chooses the tutor: `offline` (the default: the rule-based tutor, no network, used
 * by `npm start` and every test) or `gemini` (production: put `TUTOR_ENGINE=gemini` in
 * functions/.env.<projectId>). A plain variable, like TTS_ENGINE (../speech/engine-setting.ts).
 * The Gemini model is the GEMINI_MODEL param and its key the GEMINI_API_KEY secret (./tutor-service.ts).
 */
export const TUTOR_ENGINES = ['offline', 'gemini'] as const;
export type TutorEngineName = (typeof TUTOR_ENGINES)[number];

export function chosenTutor(value: string | undefined = process.env.TUTOR_ENGINE): TutorEngineName {
  const name = value?.trim() || 'offline';
  if (!(TUTOR_ENGINES as readonly string[]).includes(name)) {
    throw new Error(`TUTOR_ENGINE must be "offline" or "gemini", not "${value}"`);
  }
  return name as TutorEngineName;
}

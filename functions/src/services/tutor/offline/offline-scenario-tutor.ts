/**
 * The offline tutor in a scenario: it plays the scenario's script (./offline-scripts-*.ts). The
 * scenario's opening line is the history's first tutor turn; each reply acknowledges the answer
 * to the question the tutor asked last (what the step listens for: a number, a food, yes or
 * no..., else the learner's own words echoed, else a plain word of the level), then asks the
 * script's next question. A learner who talks of something else is brought back to the scene,
 * one who answers in Portuguese is asked to try in English with one of the scenario's targets.
 * Stateless and deterministic like the free talk: the step is found by the last question the
 * tutor asked, and no question comes back before all were asked.
 */
import type { Scenario } from '../../../content/scenarios';
import type { ConversationTurn, TutorReply } from '../port';
import {
  ACKNOWLEDGEMENTS,
  type Answer,
  BACK_TO_SCENE,
  HEARD,
  IN_ENGLISH,
  type ScenarioScript,
  WITH_WORDS,
} from './offline-scenario-script';
import { ADVANCED_SCRIPTS } from './offline-scripts-advanced';
import { BEGINNER_SCRIPTS } from './offline-scripts-beginner';
import { INTERMEDIATE_SCRIPTS } from './offline-scripts-intermediate';
import { fresh, joined, lastSaid, tutorText, unheard } from './offline-tutor-lines';
import { corrected, findCorrection } from './offline-tutor-mistakes';
import { echoOf, filled, type Line, languageOf } from './offline-tutor-text';
import { detectTopic } from './offline-tutor-topics';

export const SCRIPTS: ReadonlyMap<string, ScenarioScript> = new Map(
  [...BEGINNER_SCRIPTS, ...INTERMEDIATE_SCRIPTS, ...ADVANCED_SCRIPTS].map((script) => [script.id, script]),
);

/** The reply in `scenario`, or undefined when it has no script (the caller talks freely). */
export function playScenario(
  scenario: Scenario,
  prompt: string,
  history: readonly ConversationTurn[],
): TutorReply | undefined {
  const script = SCRIPTS.get(scenario.id);
  if (!script) return undefined;
  const language = languageOf(prompt);
  const correction = language === 'english' ? findCorrection(prompt) : null;
  const said = tutorText(history);
  const asked = lastSaid(
    script.steps.map((step) => step.ask),
    said,
  );
  const next = (asked ?? -1) + 1;
  const question =
    unheard(
      [...script.steps.slice(next), ...script.steps.slice(0, next)].map((step) => step.ask),
      said,
    ) ?? script.steps[next % script.steps.length]?.ask;
  const answers = asked === undefined ? script.opening : script.steps[asked]?.answers;

  let acknowledgement: Line;
  if (language === 'portuguese') {
    const target = scenario.targets[next % scenario.targets.length] ?? '';
    acknowledgement = fresh(IN_ENGLISH, next, said, (line) => filled(line, { target }));
  } else if (language === 'no-words') {
    acknowledgement = fresh(WITH_WORDS, next, said);
  } else {
    acknowledgement = acknowledgementOf(
      corrected(prompt, correction),
      script,
      scenario,
      answers ?? [],
      next,
      said,
    );
  }
  return { ...joined([acknowledgement, question]), correction };
}

/** The answer heard in `text` and the learner's words for it, if any. */
function heardIn(text: string, answers: readonly Answer[]): { answer: Answer; words: string } | undefined {
  for (const answer of answers) {
    const pattern = typeof answer.heard === 'string' ? HEARD[answer.heard] : answer.heard;
    const match = pattern.exec(text);
    if (match) return { answer, words: wordsOf(match, text, answer) };
  }
  return undefined;
}

const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/**
 * The learner's words of a match, as they wrote them, except the capital a sentence starts with
 * ('Rice.' -> 'Okay, with rice.'); names, places and weekdays keep theirs.
 */
function wordsOf(match: RegExpExecArray, text: string, answer: Answer): string {
  const words = (match[1] ?? match[0]).trim();
  const at = text.indexOf(words, match.index);
  const startsSentence = /(?:^|[.!?])$/.test(text.slice(0, Math.max(at, 0)).trimEnd());
  const proper = answer.heard === 'name' || answer.heard === 'place' || WEEKDAY.test(words);
  return startsSentence && !proper ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}

function acknowledgementOf(
  text: string,
  script: ScenarioScript,
  scenario: Scenario,
  answers: readonly Answer[],
  step: number,
  said: string,
): Line {
  const heard = heardIn(text, answers);
  // 'Yes, I love football' is about football: a yes or a no does not keep a drift in the scene.
  // An answer with one of the scene's words is never a drift.
  const plain = !heard || heard.answer.heard === 'yes' || heard.answer.heard === 'no';
  const topic = plain && !scenario.keywords.test(text) ? detectTopic(text) : undefined;
  if (topic && !script.topics?.includes(topic.id)) {
    const { scene } = script;
    return fresh(BACK_TO_SCENE, step, said, (line) => ({
      en: line.en.replace('{scene}', scene.en),
      pt: line.pt.replace('{scene}', scene.pt),
    }));
  }
  if (heard) {
    const line = filled(heard.answer.ack, { heard: heard.words });
    return { en: line.en.charAt(0).toUpperCase() + line.en.slice(1), pt: line.pt };
  }
  return echoOf(text) ?? fresh(ACKNOWLEDGEMENTS[scenario.level], step, said);
}

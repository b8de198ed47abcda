// The offline tutor's own time per turn (`npm run bench -- tutor`, or `node bench/tutor.mjs`;
// needs no stack): OfflineTutor.reply, bundled from the sources with esbuild, over scripted
// sessions as the conversation route calls it (the last HISTORY_TURNS turns as history). The
// median of each turn's time, in microseconds: free talk (the same sessions on every branch,
// to compare before and after a change), then the guided scenarios when the sources have them.
import { existsSync } from 'node:fs';
import { importTs } from './load-ts.mjs';
import { sized } from './quick.mjs';

const HISTORY_TURNS = 12;
/** Sessions played per measure: about 12,000 free-talk turns, and 24,000 in the scenarios. */
const ROUNDS = sized(1000, 5);
const SCENARIO_ROUNDS = sized(100, 1);

/** Learner lines of a free-talk session, and of any scenario (some on topic, some not). */
const FREE_TALK = [
  'Hello, my name is Carla.',
  'I work in a bank.',
  'I am a manager there.',
  'My boss is very nice.',
  'I have 20 years.',
  'Yesterday I go to the beach with my family.',
  'Eu não sei falar isso em inglês',
  'Yes.',
  'I like very much my colleagues.',
  'I think quantum physics is fascinating.',
  '😀',
  'What do you like to do?',
];
const IN_SCENARIO = [
  'Hi, I would like a table, please.',
  'Yes.',
  'Two, please.',
  'I like football and my dog is called Thor.',
  'Eu não sei dizer isso em inglês',
  'I want the chicken with rice.',
  'No, thank you.',
  'At eight.',
  'How much is it?',
  'ok',
];

/**
 * The project's root to time: this checkout, or another one's sources (`node bench/tutor.mjs
 * /tmp/before`, e.g. from `git archive <branch> functions/src | tar -x -C /tmp/before`), to
 * compare before and after a change on the same machine, in the same minutes.
 */
const HERE = new URL('../', import.meta.url);

const loadTutor = (root) =>
  importTs(`export { OfflineTutor } from './functions/src/services/tutor/offline/offline-tutor.ts';`, {
    root,
  });

/** The guided scenarios, or none in sources older than them. */
async function loadScenarios(root) {
  if (!existsSync(new URL('functions/src/content/scenarios.ts', root))) return [];
  return (await importTs(`export { SCENARIOS } from './functions/src/content/scenarios.ts';`, { root }))
    .SCENARIOS;
}

/** Each turn's time in microseconds, every session played ROUNDS times. */
async function timeSessions(tutor, sessions, rounds = ROUNDS) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { prompts, scenario, level, opening } of sessions) {
      const history = opening ? [{ role: 'tutor', text: opening }] : [];
      for (const prompt of prompts) {
        const request = { prompt, history: history.slice(-HISTORY_TURNS), scenario, level };
        const started = process.hrtime.bigint();
        const { reply } = await tutor.reply(request);
        times.push(Number(process.hrtime.bigint() - started) / 1000);
        history.push({ role: 'learner', text: prompt }, { role: 'tutor', text: reply });
      }
    }
  }
  return times;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function benchTutor({ root = HERE } = {}) {
  const { OfflineTutor } = await loadTutor(root);
  const tutor = new OfflineTutor();
  const free = [{ prompts: FREE_TALK, scenario: null, level: 'beginner' }];
  await timeSessions(tutor, free); // warm-up: JIT and regex caches
  const freeTimes = await timeSessions(tutor, free);
  console.log(
    `Offline tutor, free talk: median ${median(freeTimes).toFixed(1)} µs a turn (${freeTimes.length} turns)`,
  );
  const scenarios = await loadScenarios(root);
  if (scenarios.length === 0) return;
  const guided = scenarios.map((scenario) => ({
    prompts: IN_SCENARIO,
    scenario,
    level: scenario.level,
    opening: scenario.opening.en,
  }));
  await timeSessions(tutor, guided, SCENARIO_ROUNDS);
  const guidedTimes = await timeSessions(tutor, guided, SCENARIO_ROUNDS);
  console.log(
    `Offline tutor, ${scenarios.length} scenarios: median ${median(guidedTimes).toFixed(1)} µs a turn (${guidedTimes.length} turns)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  await benchTutor(dir ? { root: new URL(`file://${dir.replace(/\/?$/, '/')}`) } : {});
}

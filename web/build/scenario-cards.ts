import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { Scenario, ScenarioCard } from '../../functions/src/content/scenario.ts';
import type { Level } from '../../functions/src/shared/rules.ts';

const content = fileURLToPath(new URL('../../functions/src/content/', import.meta.url));
const PREFIX = 'virtual:scenario-cards-';
const LEVELS: readonly string[] = ['beginner', 'intermediate', 'advanced'] satisfies Level[];

interface Content {
  SCENARIOS: readonly Scenario[];
  scenarioCard: (scenario: Scenario) => ScenarioCard;
}

/**
 * The scenarios' content (functions/src/content/scenarios.ts, with their cards' picker) run at
 * build time, and the files it read (watched in dev). Bundled by esbuild because Node 20 runs no
 * TypeScript of its own.
 */
async function readContent(): Promise<{ content: Content; files: string[] }> {
  const result = await build({
    stdin: {
      contents: `export { SCENARIOS } from './scenarios.ts'; export { scenarioCard } from './scenario.ts';`,
      resolveDir: content,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    absWorkingDir: content,
    metafile: true,
    logLevel: 'silent',
  });
  const code = Buffer.from(result.outputFiles[0]?.text ?? '').toString('base64');
  const files = Object.keys(result.metafile.inputs)
    .filter((input) => input !== '<stdin>')
    .map((input) => resolve(content, input));
  return { content: await import(`data:text/javascript;base64,${code}`), files };
}

/** The cards of a level, in the order the intro shows them: the learner's part only. */
function levelCards(content: Content, level: Level): ScenarioCard[] {
  return content.SCENARIOS.filter((scenario) => scenario.level === level).map(content.scenarioCard);
}

/**
 * `virtual:scenario-cards-<level>`: the cards of a level's scenarios, as the default export. Each
 * scenario is written once, card and role together (functions/src/content/); the web app gets the
 * cards alone, so no role, keyword or opening line of the tutor reaches its bundle.
 */
export function scenarioCards(): Plugin {
  // Read once for the three levels; a change to any watched file reads it again.
  let read: ReturnType<typeof readContent> | undefined;
  return {
    name: 'scenario-cards',
    watchChange() {
      read = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && LEVELS.includes(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      read ??= readContent();
      const { content, files } = await read;
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(levelCards(content, id.slice(PREFIX.length + 1) as Level))};`;
    },
  };
}

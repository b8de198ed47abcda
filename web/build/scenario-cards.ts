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
export async function cardsOf(level: Level): Promise<{ cards: ScenarioCard[]; files: string[] }> {
  const { content: read, files } = await readContent();
  const cards = read.SCENARIOS.filter((scenario) => scenario.level === level).map(read.scenarioCard);
  return { cards, files };
}

/**
 * `virtual:scenario-cards-<level>`: the cards of a level's scenarios, as the default export. Each
 * scenario is written once, card and role together (functions/src/content/); the web app gets the
 * cards alone, so no role, keyword or opening line of the tutor reaches its bundle.
 */
export function scenarioCards(): Plugin {
  return {
    name: 'scenario-cards',
    resolveId(id) {
      return id.startsWith(PREFIX) && LEVELS.includes(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { cards, files } = await cardsOf(id.slice(PREFIX.length + 1) as Level);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(cards)};`;
    },
  };
}

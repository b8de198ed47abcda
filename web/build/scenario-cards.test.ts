import advanced from 'virtual:scenario-cards-advanced';
import beginner from 'virtual:scenario-cards-beginner';
import intermediate from 'virtual:scenario-cards-intermediate';
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, scenarioCard } from '../../functions/src/content/scenario';
import { SCENARIOS } from '../../functions/src/content/scenarios';

describe("the web app's scenario cards (virtual:scenario-cards-*)", () => {
  it.each([
    ['beginner', beginner],
    ['intermediate', intermediate],
    ['advanced', advanced],
  ] as const)('hold the %s scenarios’ cards, in their order', (level, cards) => {
    const scenarios = SCENARIOS.filter((scenario) => scenario.level === level);
    expect(cards).toHaveLength(8);
    expect(cards).toEqual(scenarios.map(scenarioCard));
  });

  it("hold none of the tutor's part: no role, keywords or opening line", () => {
    for (const card of [...beginner, ...intermediate, ...advanced]) {
      expect(Object.keys(card)).toEqual([...CARD_FIELDS]);
    }
    const text = JSON.stringify([beginner, intermediate, advanced]);
    for (const scenario of SCENARIOS) {
      expect(text).not.toContain(scenario.role);
      expect(text).not.toContain(scenario.opening.en);
    }
  });
});

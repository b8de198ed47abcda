import type { PracticeKind } from '@shared/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EndReason } from '../results/final-state';
import { FinishModal } from './finish-modal';

/** The modal's text for a practice of `kind` that ended for `reason`, with 30 points. */
function finishText(kind: PracticeKind, reason: EndReason, dailyAudios = 10): string {
  const { unmount } = render(
    <FinishModal
      kind={kind}
      reason={reason}
      dailyAudios={dailyAudios}
      points={30}
      save={{ status: 'saving' }}
      onRetry={() => undefined}
      onGiveUp={() => undefined}
    />,
  );
  const text = screen.getByRole('dialog', { name: 'Fim da prática' }).textContent ?? '';
  unmount();
  return text;
}

describe('FinishModal: why the practice ended', () => {
  it("the day's audios, in the same words for both practices, which share them", () => {
    for (const kind of ['writing', 'speaking'] as const) {
      const text = finishText(kind, 'limit');
      expect(text).toContain('Você atingiu o limite de 10 áudios por dia.');
      expect(text).toContain('❌ Você atingiu o limite diário de geração de áudios.');
      expect(text).not.toContain('práticas de fala');
      expect(text).toContain('Você fez 30 pontos.');
    }
  });

  it("the day's audios of the learner's class, as the draw said them", () => {
    const text = finishText('speaking', 'limit', 3);
    expect(text).toContain('Você atingiu o limite de 3 áudios por dia.');
    expect(text).not.toContain('10');
  });

  it('the 10 rounds, or the learner', () => {
    expect(finishText('writing', 'completed')).toContain('Você finalizou a prática diária de 10 áudios!');
    expect(finishText('speaking', 'completed')).toContain('Você concluiu as 10 frases da prática de fala!');
    expect(finishText('speaking', 'stopped')).toContain('Você encerrou a prática.');
  });
});

import type { RecognizedWord, RecognizeSpeechResponse } from '@shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pronunciationTips } from '../../../messages/tips';
import { fetchWordAudio } from '../api/word-audio';
import { WordHelp } from './word-help';

vi.mock('../api/word-audio', () => ({ fetchWordAudio: vi.fn(async () => new Blob(['mp3'])) }));

/** "Change anything" with th said as t: the engine's answer. */
const CHANGE_ANYTHING: RecognizeSpeechResponse = {
  transcript: 'change anything',
  scores: { accuracy: 78, completeness: 100, fluency: 90 },
  words: [
    {
      word: 'change',
      start: 0.21,
      end: 0.62,
      accuracy: 91,
      error: 'none',
      phones: [
        { phone: 'CH', accuracy: 88 },
        { phone: 'EY', accuracy: 93 },
        { phone: 'N', accuracy: 90 },
        { phone: 'JH', accuracy: 92 },
      ],
    },
    {
      word: 'anything',
      start: 0.62,
      end: 1.21,
      accuracy: 64,
      error: 'mispronounced',
      phones: [
        { phone: 'EH', accuracy: 85 },
        { phone: 'N', accuracy: 90 },
        { phone: 'IY', accuracy: 80 },
        { phone: 'TH', accuracy: 31, heard: 'T', habit: 'th' },
        { phone: 'IH', accuracy: 84 },
        { phone: 'NG', accuracy: 88 },
      ],
    },
  ],
};

/** The boundary of the browser's Web Audio: what was decoded, and which stretches were played. */
class FakeAudioContext {
  static last: FakeAudioContext | undefined;
  state = 'running';
  destination = {};
  played: { offset: number; length: number; stop: () => void }[] = [];
  constructor() {
    FakeAudioContext.last = this;
  }
  decodeAudioData = vi.fn(async () => ({ duration: 2 }));
  createBufferSource() {
    const played = this.played;
    const stop = vi.fn();
    return {
      buffer: null,
      connect: vi.fn(),
      start: (_when: number, offset: number, length: number) => played.push({ offset, length, stop }),
      stop,
    };
  }
  resume = vi.fn(async () => undefined);
  close = vi.fn(async () => undefined);
}

const play = vi.fn(async () => undefined);
beforeEach(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  FakeAudioContext.last = undefined;
  URL.createObjectURL = vi.fn(() => 'blob:word');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCoach({
  recognition = CHANGE_ANYTHING,
  recording,
  accepted = false,
  phrase = 'Change anything',
}: {
  recognition?: RecognizeSpeechResponse;
  recording?: Blob;
  accepted?: boolean;
  phrase?: string;
} = {}) {
  return render(
    <WordHelp
      practiceId="practice-1"
      phrase={phrase}
      recognition={recognition}
      recording={recording}
      accepted={accepted}
    />,
  );
}

const details = () => within(document.getElementById('coach-word') as HTMLElement);

describe('WordHelp with scored sounds (the coach)', () => {
  it('colours each word by how it was said, told in words too, and scores the attempt in Portuguese', () => {
    renderCoach();
    expect(screen.getByRole('heading', { name: 'Como você falou' })).toBeInTheDocument();
    expect(screen.getByText('Quase lá: 78 de 100')).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change (bem dita)' });
    const anything = screen.getByRole('button', { name: 'anything (para treinar)' });
    expect(change).toHaveClass('word-good');
    expect(anything).toHaveClass('word-poor');
  });

  it('praises first, then names the sound to fix', () => {
    renderCoach();
    const praise = screen.getByText('Você disse bem: “Change”.');
    const toFix = screen.getByText('Para treinar:');
    expect(praise.compareDocumentPosition(toFix) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Você disse /t/ no lugar de /θ/ em “anything”.').length).toBeGreaterThan(0);
  });

  it("shows a tapped word's sounds in order, the wrong one marked, what was heard and the habit's tip", async () => {
    renderCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Change (bem dita)' }));
    expect(
      details()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/tʃ/', '/eɪ/', '/n/', '/dʒ/']);
    await userEvent.click(screen.getByRole('button', { name: 'anything (para treinar)' }));
    const sounds = details().getAllByRole('listitem');
    expect(sounds.map((item) => item.textContent?.replace(/ !.*$/, ''))).toEqual([
      '/ɛ/',
      '/n/',
      '/iː/',
      '/θ/',
      '/ɪ/',
      '/ŋ/',
    ]);
    expect(sounds.filter((item) => item.textContent?.includes('som para treinar'))).toEqual([sounds[3]]);
    expect(details().getByText('Você disse /t/ no lugar de /θ/ em “anything”.')).toBeInTheDocument();
    expect(details().getByText(pronunciationTips.th.tip, { exact: false })).toBeInTheDocument();
  });

  it('opens the first thing to fix, and a second tap on a word closes it', async () => {
    renderCoach();
    const anything = screen.getByRole('button', { name: 'anything (para treinar)' });
    expect(anything).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(anything);
    expect(anything).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('coach-word')).toBeNull();
  });

  it('says a right attempt with a habit is right, with the sound to work on, never "perfeito"', () => {
    renderCoach({ accepted: true });
    expect(screen.getByText('A frase está certa! Para soar ainda melhor, treine:')).toBeInTheDocument();
    expect(screen.getAllByText('Você disse /t/ no lugar de /θ/ em “anything”.').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/perfeit|sem erros/i);
  });

  it('finding nothing to fix does not claim the attempt was perfect', () => {
    const words = CHANGE_ANYTHING.words?.map((word) => ({
      ...word,
      accuracy: 90,
      error: 'none' as const,
      phones: word.phones?.map((phone) => ({ phone: phone.phone, accuracy: 90 })),
    }));
    renderCoach({ accepted: true, recognition: { ...CHANGE_ANYTHING, words } });
    expect(screen.getByText('Você disse bem: “Change”, “anything”.')).toBeInTheDocument();
    expect(screen.getByText(/não achamos um som para treinar.*não percebe tudo/)).toBeInTheDocument();
    expect(screen.queryByText('Para treinar:')).toBeNull();
    expect(document.body.textContent).not.toMatch(/perfeit|sem erros/i);
  });

  it('another sentence altogether: no praise, every word not heard, the phrase to hear again', () => {
    const words: RecognizedWord[] = [
      ...(CHANGE_ANYTHING.words ?? []).map((word) => ({
        ...word,
        accuracy: 0,
        error: 'omitted' as const,
        phones: word.phones?.map(({ phone, accuracy }) => ({ phone, accuracy })),
      })),
      { word: 'hello', error: 'inserted' },
    ];
    renderCoach({
      recognition: { transcript: 'hello', scores: { accuracy: 0, completeness: 0, fluency: 0 }, words },
    });
    expect(screen.getByText('Bom começo: 0 de 100')).toBeInTheDocument();
    expect(screen.queryByText(/Você disse bem/)).toBeNull();
    expect(
      screen.getByText('Não ouvimos as palavras desta frase: ouça o áudio de novo e repita a mesma frase.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/não achamos um som/)).toBeNull();
  });

  it('asks for two things to fix at most', () => {
    const word = (name: string, habit: string, heard: string | null): RecognizedWord => ({
      word: name,
      start: 0,
      end: 0.5,
      accuracy: 50,
      error: 'mispronounced',
      phones: [{ phone: 'T', accuracy: 30, heard, habit }],
    });
    renderCoach({
      phrase: 'think time red',
      recognition: {
        transcript: 'think time red',
        scores: { accuracy: 50, completeness: 100, fluency: 90 },
        words: [word('think', 'th', 'T'), word('time', 'final-m-n', null), word('red', 'initial-r', 'HH')],
      },
    });
    const fixes = screen.getByText('Para treinar:').closest('.coach-fixes') as HTMLElement;
    expect(within(fixes).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Bom começo: 50 de 100')).toBeInTheDocument();
  });

  it("plays the model's word and the learner's own word cut from the recording, one at a time", async () => {
    // jsdom's Blob cannot read itself; a browser's can.
    const recording = Object.assign(new Blob(['webm'], { type: 'audio/webm' }), {
      arrayBuffer: async () => new ArrayBuffer(8),
    });
    renderCoach({ recording });
    await userEvent.click(details().getByRole('button', { name: 'Ouvir você' }));
    const context = FakeAudioContext.last as FakeAudioContext;
    await waitFor(() => expect(context.played).toHaveLength(1));
    expect(context.decodeAudioData).toHaveBeenCalledOnce();
    expect(context.played[0]?.offset).toBeCloseTo(0.54);
    expect(context.played[0]?.length).toBeCloseTo(0.75);
    await userEvent.click(details().getByRole('button', { name: 'Ouvir o modelo' }));
    expect(fetchWordAudio).toHaveBeenCalledWith({
      practiceId: 'practice-1',
      phrase: 'Change anything',
      word: 'anything',
    });
    expect(context.played[0]?.stop).toHaveBeenCalled();
    expect(play).toHaveBeenCalledOnce();
  });

  it('offers no "Ouvir você" without a recording', () => {
    renderCoach();
    expect(details().getByRole('button', { name: 'Ouvir o modelo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvir você' })).toBeNull();
  });
});

describe('WordHelp without scored sounds', () => {
  it("shows today's view: the words by the engine's confidence and tips by spelling", () => {
    renderCoach({
      accepted: false,
      phrase: 'I think so',
      recognition: {
        transcript: 'i tink so',
        words: [
          { word: 'i', confidence: 0.9 },
          { word: 'so', confidence: 0.9 },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Palavra por palavra' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'think (não ouvida)' })).toBeInTheDocument();
    expect(screen.getByText('Dicas de pronúncia')).toBeInTheDocument();
    expect(screen.queryByText(/de 100/)).toBeNull();
  });

  it('shows nothing after a right attempt the engine did not doubt', () => {
    const { container } = renderCoach({ accepted: true, recognition: { transcript: 'change anything' } });
    expect(container).toBeEmptyDOMElement();
  });
});

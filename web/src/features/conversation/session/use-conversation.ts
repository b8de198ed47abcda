/**
 * Runs the conversation: the pure machine (./conversation-machine.ts) plus what it must not know
 * about: the tutor's opening and calls, the replies' audio (one playing at a time, slowly on
 * "Ouvir devagar"), the countdown's tick, the learner's total (every 60 s and at the end), and
 * the microphone (lib/voice), stopped at the end.
 */
import { CONVERSATION_RECORDING_MS } from '@shared/contract';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { playFromStart } from '../../../lib/slow-replay';
import { useVoice } from '../../../lib/voice/use-voice';
import { converse, openConversation, readPoints } from '../api/converse';
import {
  conversationReducer,
  type LineSource,
  pendingExchange,
  secondsLeft,
  startConversation,
  type TurnError,
} from './conversation-machine';

/** What the screen shows of the learner's totals is refreshed this often. */
export const REFRESH_POINTS_MS = 60_000;
const TICK_MS = 1000;

function audioUrlOf(base64: string): string | null {
  if (!base64) return null;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
}

function turnErrorOf(error: unknown): TurnError {
  return error instanceof ApiError
    ? { status: error.status, message: error.message, fromServer: error.fromServer }
    : { status: 0, message: '' };
}

/** The tutor's voice: one reply plays at a time, and nothing plays (or stays in memory) once the page is left. */
function usePlayer() {
  const current = useRef<HTMLAudioElement | null>(null);
  const urls = useRef<string[]>([]);
  // A reply that arrives after the learner left is not played (set again on StrictMode's remount).
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      current.current?.pause();
      for (const url of urls.current.splice(0)) URL.revokeObjectURL(url);
    };
  }, []);
  const keep = useCallback((url: string) => {
    if (left.current) URL.revokeObjectURL(url);
    else urls.current.push(url);
  }, []);
  /** Plays a reply from its start; `rate` below 1 is "Ouvir devagar" (lib/slow-replay). */
  const play = useCallback((url: string, rate = 1) => {
    if (left.current) return;
    current.current?.pause();
    const audio = new Audio(url);
    current.current = audio;
    playFromStart(audio, rate);
  }, []);
  return { keep, play };
}

export function useConversation(uid: string | undefined, scenarioId: string | null = null) {
  const [state, dispatch] = useReducer(conversationReducer, scenarioId, startConversation);
  const { keep, play } = usePlayer();

  // The tutor speaks first, once (asking twice would meter its speech twice).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openConversation(scenarioId).then(
      (opening) => {
        const audioUrl = audioUrlOf(opening.audioBase64);
        const line = { text: opening.opening, translation: opening.translation, audioUrl };
        dispatch({ type: 'opened', opening: line, broughtBack: opening.broughtBack });
        if (!audioUrl) return;
        keep(audioUrl);
        play(audioUrl);
      },
      // The conversation still starts: the learner speaks first (the scenario's goal shows).
      () => dispatch({ type: 'opened', opening: null, broughtBack: null }),
    );
  }, [scenarioId, keep, play]);
  // What was heard is shown to check before it is sent ('Enviar', 'Falar de novo').
  const voice = useVoice((heard) => dispatch({ type: 'heard', text: heard.transcript }), {
    limitMs: CONVERSATION_RECORDING_MS,
  });
  const { sessionId, deadline, ending } = state;
  const over = ending !== null;

  // Each prompt goes to the tutor once, when the machine takes it (twice would cost a reply).
  const pending = pendingExchange(state);
  const requested = useRef(new Set<number>());
  useEffect(() => {
    if (!pending || requested.current.has(pending.id)) return;
    const { id, said } = pending;
    requested.current.add(id);
    converse(said, sessionId, state.scenarioId)
      .then((response) => ({ response, audioUrl: audioUrlOf(response.audioBase64) }))
      .then(
        ({ response, audioUrl }) => {
          dispatch({ type: 'answered', id, response, audioUrl, now: Date.now() });
          if (!audioUrl) return;
          keep(audioUrl);
          play(audioUrl);
        },
        (error: unknown) => dispatch({ type: 'failed', id, error: turnErrorOf(error) }),
      );
  }, [pending, sessionId, state.scenarioId, keep, play]);

  // The countdown runs from the first reply to the end; the machine ends it at 0:00.
  useEffect(() => {
    if (deadline === null || over) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, over]);

  // The server credits the points with each reply; the screen only refreshes what it shows.
  useEffect(() => {
    if (!uid) return;
    const refresh = () =>
      readPoints(uid).then(
        (saved) => dispatch({ type: 'totalRefreshed', total: saved.totalPoints }),
        () => undefined,
      );
    if (over) {
      refresh();
      return;
    }
    const timer = setInterval(refresh, REFRESH_POINTS_MS);
    return () => clearInterval(timer);
  }, [uid, over]);

  // Listening stops when the conversation ends too: a late transcript is not sent.
  const cancelListening = useEffectEvent(voice.cancel);
  useEffect(() => {
    if (over) cancelListening();
  }, [over]);

  return {
    state,
    secondsLeft: secondsLeft(state),
    hearing: voice.hearing,
    /** 'Falar', and 'Falar de novo' (what was heard is dropped). */
    speak: () => {
      dispatch({ type: 'listeningStarted' });
      voice.listen();
    },
    /** Sends the recording now ('Parar'). */
    stopRecording: voice.stop,
    edit: (source: LineSource, text: string) => dispatch({ type: 'edited', source, text }),
    send: (source: LineSource) => dispatch({ type: 'sent', source }),
    /** 'Encerrar' asks first; `end` and `keepTalking` answer. */
    askToEnd: () => dispatch({ type: 'endAsked' }),
    keepTalking: () => dispatch({ type: 'endCancelled' }),
    end: () => dispatch({ type: 'ended' }),
    replay: play,
  };
}

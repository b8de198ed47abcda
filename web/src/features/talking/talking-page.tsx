import type { ConversationCorrection, NoPointsReason } from '@shared/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { screenPaths } from '../../config/screen-paths';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { speechRecognitionSupported } from '../../lib/speech-recognition';
import { useListening } from '../../lib/use-listening';
import { messages } from '../../messages';
import { converse, readPoints } from './api/converse';
import './talking.css';

/** The session lasts 30 minutes from its first reply, on the server's clock (spec §9). */
export const SESSION_SECONDS = 30 * 60;
/** What the screen shows of the learner's totals is refreshed this often (spec §4 autosave). */
export const REFRESH_POINTS_MS = 60_000;

interface Exchange {
  id: number;
  said: string;
  reply: string | null;
  audioUrl: string | null;
  correction: ConversationCorrection | null;
  failed: boolean;
  /** Why this prompt earned nothing (the day's cap has its own notice, shown once). */
  noPoints: NoPointsReason | null;
}

/** The note beside a learner's line that earned no points; none for the day's cap. */
function noPointsNote(reason: NoPointsReason | null): string | null {
  if (reason === 'short') return messages.talking.noPointsShort;
  if (reason === 'repeated') return messages.talking.noPointsRepeated;
  return null;
}

type Ending = 'stopped' | 'timeUp';

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function audioUrlOf(base64: string): string | null {
  if (!base64) return null;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
}

/** Seconds until `deadline` (a Date.now() value), ticking once a second; the full session before it is set. */
function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return SESSION_SECONDS;
  // `now` may be up to a tick older than a deadline just set: never show more than the session.
  return Math.min(SESSION_SECONDS, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** The tutor's voice: one reply plays at a time, and nothing plays once the page is left. */
function usePlayer() {
  const current = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => current.current?.pause(), []);
  return (url: string) => {
    current.current?.pause();
    const audio = new Audio(url);
    current.current = audio;
    audio.play().catch(() => undefined);
  };
}

function Summary({
  exchanges,
  points,
  total,
  ending,
}: {
  exchanges: Exchange[];
  points: number;
  total: number | null;
  ending: Ending;
}) {
  const text = messages.talking;
  const replies = exchanges.filter((exchange) => exchange.reply !== null).length;
  const corrections = exchanges.flatMap((exchange) => (exchange.correction ? [exchange.correction] : []));
  return (
    <div className="page talking-page">
      <PageTitle>{text.summaryTitle}</PageTitle>
      <section className="card final-card">
        <h1>{text.summaryTitle}</h1>
        {ending === 'timeUp' && <p>{text.timeUp}</p>}
        <p className="talking-summary-figures">
          <span>{text.replies(replies)}</span>
          <strong>{text.earned(points)}</strong>
          {total !== null && <span className="muted">{text.total(total)}</span>}
        </p>
        <div className="final-actions">
          <Link to={screenPaths.home} className="button button-primary">
            {messages.finalScreen.backToStart}
          </Link>
          <a href={screenPaths.talking} className="button button-secondary">
            {text.again}
          </a>
        </div>
      </section>
      <section className="card" aria-labelledby="correcoes">
        <h2 id="correcoes" className="card-title">
          {text.correctionsTitle}
        </h2>
        {corrections.length === 0 ? (
          <p className="muted">{text.noCorrections}</p>
        ) : (
          <ul className="corrections">
            {corrections.map((correction) => (
              <li key={`${correction.said}|${correction.better}`}>
                <Correction correction={correction} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Correction({ correction }: { correction: ConversationCorrection }) {
  return (
    <p className="correction">
      <s lang="en">{correction.said}</s> → <strong lang="en">{correction.better}</strong>
      <span className="correction-why">{correction.explanation}</span>
    </p>
  );
}

export function TalkingPage() {
  const text = messages.talking;
  const { user } = useAuth();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [points, setPoints] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [capReached, setCapReached] = useState(false);
  const [typed, setTyped] = useState('');
  const [ending, setEnding] = useState<Ending | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [supported] = useState(speechRecognitionSupported);
  const secondsLeft = useSecondsLeft(ending ? null : deadline);
  const play = usePlayer();
  const nextId = useRef(0);
  const typedId = useId();
  const uid = user?.uid;

  const { listening, listen, stop: stopListening } = useListening((heard) => send(heard));
  // Listening stops when the conversation ends too: a late transcript is not sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end matters.
  useEffect(() => {
    if (ending) stopListening();
  }, [ending]);
  useEffect(() => {
    if (secondsLeft === 0 && !ending) setEnding('timeUp');
  }, [secondsLeft, ending]);

  // The server credits the points with each reply; the screen only refreshes what it shows.
  useEffect(() => {
    if (!uid) return;
    const refresh = () =>
      readPoints(uid).then(
        (saved) => setTotal(saved.totalPoints),
        () => undefined,
      );
    if (ending) {
      refresh();
      return;
    }
    const timer = setInterval(refresh, REFRESH_POINTS_MS);
    return () => clearInterval(timer);
  }, [uid, ending]);

  async function send(prompt: string) {
    const said = prompt.trim();
    if (!said || waiting || ending) return;
    const id = nextId.current++;
    setExchanges((list) => [
      ...list,
      { id, said, reply: null, audioUrl: null, correction: null, failed: false, noPoints: null },
    ]);
    setWaiting(true);
    setNotice(null);
    try {
      const answer = await converse(said, sessionId);
      const audioUrl = audioUrlOf(answer.audioBase64);
      setSessionId(answer.sessionId);
      setPoints(answer.points);
      if (answer.noPointsReason === 'dailyCap') setCapReached(true);
      setDeadline(Date.now() + answer.secondsLeft * 1000);
      setExchanges((list) =>
        list.map((exchange) =>
          exchange.id === id
            ? {
                ...exchange,
                reply: answer.resposta,
                audioUrl,
                correction: answer.correction,
                noPoints: answer.noPointsReason,
              }
            : exchange,
        ),
      );
      if (audioUrl) play(audioUrl);
    } catch (error) {
      setExchanges((list) =>
        list.map((exchange) => (exchange.id === id ? { ...exchange, failed: true } : exchange)),
      );
      // The server's own sentence for a limit or an ended session; otherwise the spec's.
      const told = error instanceof ApiError && (error.status === 409 || error.status === 429);
      setNotice(told ? error.message : text.failed);
      if (error instanceof ApiError && error.status === 409) setEnding('timeUp');
    } finally {
      setWaiting(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) return;
    send(typed);
    setTyped('');
  }

  if (ending) return <Summary exchanges={exchanges} points={points} total={total} ending={ending} />;

  // A failed turn's sentence, else what went wrong with the microphone.
  const alert = notice ?? (listening.status === 'error' ? listening.message : null);
  const latestReply = exchanges.findLast((exchange) => exchange.reply !== null)?.reply ?? '';
  return (
    <div className="page talking-page">
      <PageTitle>{messages.practices.talking.title}</PageTitle>
      <header className="practice-top">
        <h1>{messages.practices.talking.title}</h1>
        <p className="practice-meta">
          <span role="timer" aria-label={text.countdownLabel}>
            {clock(secondsLeft)}
          </span>
          <span>
            <span className="visually-hidden">{text.scoreLabel}: </span>
            {text.score(points)}
          </span>
        </p>
      </header>

      <section className="card transcript" aria-label={text.transcriptLabel}>
        {exchanges.length === 0 && <p className="muted">{text.empty}</p>}
        <ol className="transcript-list">
          {exchanges.map((exchange) => (
            <li key={exchange.id} className="exchange">
              <div className="bubble bubble-learner">
                <span className="bubble-who">{text.you}</span>
                <p lang="en">{exchange.said}</p>
                {noPointsNote(exchange.noPoints) && (
                  <span className="bubble-note">{noPointsNote(exchange.noPoints)}</span>
                )}
                {exchange.correction && <Correction correction={exchange.correction} />}
              </div>
              {exchange.reply !== null && (
                <div className="bubble bubble-tutor">
                  <span className="bubble-who">{text.tutor}</span>
                  <p lang="en">{exchange.reply}</p>
                  {exchange.audioUrl && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => exchange.audioUrl && play(exchange.audioUrl)}
                    >
                      {text.replay}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
        {waiting && (
          <p className="muted" role="status">
            {text.waiting}
          </p>
        )}
        {/* One announcement per reply, not the whole transcript. */}
        <p className="visually-hidden" aria-live="polite">
          {latestReply}
        </p>
      </section>

      {capReached && (
        <p role="status" className="alert talking-cap">
          {text.dailyCap}
        </p>
      )}
      {alert && (
        <p role="alert" className="alert alert-error">
          {alert}
        </p>
      )}
      {!supported && <p className="alert alert-error">{messages.speaking.unsupported}</p>}
      {supported && (
        <button
          type="button"
          className="button button-primary button-block button-large"
          onClick={() => {
            setNotice(null);
            listen();
          }}
          disabled={listening.status === 'listening' || waiting}
        >
          {listening.status === 'listening' ? text.listening : text.speak}
        </button>
      )}
      <form className="talking-type" onSubmit={submit}>
        <label htmlFor={typedId}>{text.typeLabel}</label>
        <div className="talking-type-row">
          <input
            id={typedId}
            type="text"
            lang="en"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={500}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="sentences"
            spellCheck={false}
          />
          <button type="submit" className="button button-secondary" disabled={waiting || !typed.trim()}>
            {text.send}
          </button>
        </div>
      </form>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => setEnding('stopped')}
      >
        {text.stop}
      </button>
    </div>
  );
}

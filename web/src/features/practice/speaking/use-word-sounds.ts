import { WORD_AUDIO_PLAYBACK_RATE } from '@shared/rules';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { messages } from '../../../messages';
import { coachMessages } from '../../../messages/tips';
import { fetchWordAudio } from '../api/word-audio';

/** The learner's recording can be cut and played here (not in every old browser). */
export const canPlayRecording = () => typeof AudioContext !== 'undefined';

/**
 * The word help's sounds, one at a time: a word of the phrase alone and slowly (fetched once per
 * word, each fetch one of the learner's word audios of the day, kept while the phrase is on
 * screen), and a stretch of the learner's own recording (decoded once, in memory only).
 */
export function useWordSounds(practiceId: string, phrase: string) {
  const urls = useRef(new Map<string, string>());
  const audio = useRef<HTMLAudioElement>(null);
  const context = useRef<AudioContext | null>(null);
  const decoded = useRef<{ recording: Blob; buffer: Promise<AudioBuffer> } | null>(null);
  const playing = useRef<AudioBufferSourceNode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(() => {
    const made = urls.current;
    return () => {
      audio.current?.pause();
      for (const url of made.values()) URL.revokeObjectURL(url);
      context.current?.close().catch(() => undefined);
    };
  }, []);

  function stopAll() {
    for (const other of document.querySelectorAll('audio')) other.pause();
    try {
      playing.current?.stop();
    } catch {
      // Already ended.
    }
    playing.current = null;
  }

  async function play(word: string) {
    setError(null);
    const key = word.toLowerCase();
    let url = urls.current.get(key);
    if (!url) {
      setLoading(word);
      try {
        url = URL.createObjectURL(await fetchWordAudio({ practiceId, phrase, word }));
        urls.current.set(key, url);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : messages.errors.network);
        return;
      } finally {
        setLoading(null);
      }
    }
    const element = audio.current;
    if (!element) return;
    stopAll();
    element.src = url;
    element.defaultPlaybackRate = WORD_AUDIO_PLAYBACK_RATE;
    element.playbackRate = WORD_AUDIO_PLAYBACK_RATE;
    element.play().catch((failure: unknown) => {
      // A tap on another word interrupts this one: not an error.
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setError(messages.errors.network);
    });
  }

  /** Plays `recording` from `segment(duration)`, the word's stretch once the length is known. */
  async function playRecording(
    recording: Blob,
    segment: (duration: number) => { offset: number; length: number } | null,
  ) {
    setError(null);
    try {
      // Created on the tap: a browser lets audio start only from a gesture.
      context.current ??= new AudioContext();
      const audioContext = context.current;
      if (decoded.current?.recording !== recording) {
        decoded.current = {
          recording,
          buffer: recording.arrayBuffer().then((bytes) => audioContext.decodeAudioData(bytes)),
        };
      }
      const buffer = await decoded.current.buffer;
      const part = segment(buffer.duration);
      if (!part) return;
      stopAll();
      if (audioContext.state === 'suspended') await audioContext.resume();
      const source = audioContext.createBufferSource();
      source.buffer = buffer;
      source.connect(audioContext.destination);
      source.start(0, part.offset, part.length);
      playing.current = source;
    } catch {
      decoded.current = null;
      setError(coachMessages.recordingFailed);
    }
  }

  return { play, playRecording, error, loading, audio };
}

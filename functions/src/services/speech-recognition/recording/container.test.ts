import { describe, expect, it } from 'vitest';
import { oggOpus, spokenWav, webmRecording, withInvalidPackets } from '../../../../test/recordings';
import { readWavLayout, wavFile } from '../../wav';
import { UnreadableAudioError } from '../port';
import { recordingMs } from './container';
import { readOgg } from './ogg';
import { opusPacketMs } from './opus-packet';
import { toWav16k } from './to-wav';
import { readWebm } from './webm';

describe('WAV', () => {
  it('reads the length of 16 kHz mono 16-bit WAV from its header', async () => {
    expect(recordingMs('wav', wavFile(new Int16Array(16_000 * 3)))).toBe(3000);
    const spoken = await spokenWav('Confidence comes from practice.', 0.5);
    expect(recordingMs('wav', spoken)).toBeGreaterThan(2000);
    expect(recordingMs('wav', spoken)).toBeLessThan(4500);
  });

  it('counts the samples present when a streamed file declares an unknown data size', () => {
    const file = wavFile(new Int16Array(8000));
    new DataView(file.buffer).setUint32(40, 0xffffffff, true);
    expect(readWavLayout(file).durationMs).toBe(500);
  });

  it('refuses other rates, stereo and other sample formats, and what is not WAV', () => {
    const at44k = wavFile(new Int16Array(100));
    new DataView(at44k.buffer).setUint32(24, 44_100, true);
    const stereo = wavFile(new Int16Array(100));
    new DataView(stereo.buffer).setUint16(22, 2, true);
    for (const bytes of [at44k, stereo, new TextEncoder().encode('RIFF....WAVEjunk'), new Uint8Array(3)]) {
      expect(() => recordingMs('wav', bytes)).toThrow(UnreadableAudioError);
    }
  });
});

describe('WebM/Opus as Chromium records it', () => {
  it('reads the Opus packets and the length from the block timestamps, decoding nothing', () => {
    const stream = readWebm(webmRecording());
    expect(stream.packets.length).toBeGreaterThan(30);
    expect(stream.channels).toBeGreaterThanOrEqual(1);
    // The fixture is a 2.2 s sentence recorded for 2.5 s.
    expect(stream.durationMs).toBeGreaterThan(2200);
    expect(stream.durationMs).toBeLessThan(2600);
    expect(recordingMs('webm', webmRecording())).toBe(stream.durationMs);
  });

  it('keeps the whole blocks of a recording cut short', () => {
    const whole = webmRecording();
    const cut = readWebm(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(cut.durationMs).toBeGreaterThan(500);
    expect(cut.durationMs).toBeLessThan(readWebm(whole).durationMs);
  });

  it('decodes to 16 kHz mono WAV of the same length', async () => {
    const wav = await toWav16k('webm', webmRecording());
    const layout = readWavLayout(wav);
    expect(Math.abs(layout.durationMs - readWebm(webmRecording()).durationMs)).toBeLessThan(100);
  });

  it('refuses bytes that are not WebM/Opus', () => {
    for (const bytes of [
      new Uint8Array(0),
      new TextEncoder().encode('not a recording at all'),
      wavFile(new Int16Array(10)),
    ]) {
      expect(() => recordingMs('webm', bytes)).toThrow(UnreadableAudioError);
    }
  });

  it('refuses, when decoding, a WebM whose every Opus packet is invalid', async () => {
    const broken = withInvalidPackets(webmRecording());
    expect(recordingMs('webm', broken)).toBeGreaterThan(0);
    await expect(toWav16k('webm', broken)).rejects.toThrow(UnreadableAudioError);
  });
});

describe('Ogg/Opus as Firefox records it', () => {
  const { packets, channels } = readWebm(webmRecording());
  const packetMs = opusPacketMs(packets[0] as Uint8Array);
  const ogg = oggOpus(packets, channels, packetMs);

  it('reads the length from the last granule position and decodes the same audio', async () => {
    expect(packetMs).toBeGreaterThan(0);
    expect(recordingMs('ogg', ogg)).toBeCloseTo(packets.length * packetMs, 0);
    expect(readOgg(ogg).packets).toHaveLength(packets.length);
    const wav = await toWav16k('ogg', ogg);
    expect(readWavLayout(wav).durationMs).toBeGreaterThan(2000);
  });

  it('refuses Ogg that does not carry Opus, and what is not Ogg', () => {
    expect(() => recordingMs('ogg', webmRecording())).toThrow(UnreadableAudioError);
    expect(() => recordingMs('ogg', ogg.subarray(0, 40))).toThrow(UnreadableAudioError);
  });
});

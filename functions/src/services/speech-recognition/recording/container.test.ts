import { describe, expect, it } from 'vitest';
import {
  oggOpus,
  spokenWav,
  spoofedOgg,
  spoofedWebm,
  webmRecording,
  withInvalidPackets,
} from '../../../../test/recordings';
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

  it('counts every byte after the data header, whatever the header declares', () => {
    const file = wavFile(new Int16Array(16_000 * 25));
    new DataView(file.buffer).setUint32(40, 16_000 * 2, true); // says 1 s
    expect(readWavLayout(file).durationMs).toBe(1000);
    expect(recordingMs('wav', file)).toBe(25_000);
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

describe('a recording whose container lies about its length', () => {
  it('a WebM whose blocks repeat under the same timestamps: its length is what its packets hold', () => {
    const honest = readWebm(webmRecording());
    expect(honest.packetsMs).toBe(honest.claimedMs);
    const started = performance.now();
    const spoofed = readWebm(spoofedWebm(webmRecording(), 60));
    const ms = performance.now() - started;
    expect(spoofed.claimedMs).toBe(honest.claimedMs); // the timestamps still say 2,460 ms
    expect(spoofed.packets).toHaveLength(60 * honest.packets.length);
    expect(spoofed.packetsMs).toBe(60 * honest.packetsMs); // 147.6 s
    expect(spoofed.durationMs).toBe(spoofed.packetsMs);
    expect(ms).toBeLessThan(200);
  });

  it('its Ogg twin, whose last granule says 2.46 s', () => {
    const twin = readOgg(spoofedOgg(webmRecording(), 60));
    expect(twin.claimedMs).toBeCloseTo(readWebm(webmRecording()).claimedMs, 0);
    expect(twin.durationMs).toBe(60 * readWebm(webmRecording()).packetsMs);
  });

  it('refuses what would hide audio from this reader: other tracks or streams, pages after junk, a Cluster inside a cut element', () => {
    const { packets, channels } = readWebm(webmRecording());
    const ogg = oggOpus(packets, channels, 60);
    // A second logical stream, chained after the first.
    expect(() => readOgg(Buffer.concat([ogg, oggOpus(packets, channels, 60, 0xbad)]))).toThrow(
      UnreadableAudioError,
    );
    expect(() => readOgg(Buffer.concat([ogg, new Uint8Array([0]), ogg]))).toThrow(UnreadableAudioError);
    // A recorder stopped mid-page: what is whole is kept.
    expect(readOgg(ogg.subarray(0, ogg.length - 10)).packets).toHaveLength(packets.length - 1);

    const webm = webmRecording();
    const [first] = packets;
    const trackAt = (first as Uint8Array).byteOffset - webm.byteOffset - 4; // the block's track number
    const otherTrack = webm.slice();
    otherTrack[trackAt] = 0x82;
    expect(() => readWebm(otherTrack)).toThrow(UnreadableAudioError);
    // A Void element claiming to run past the end, with a Cluster inside.
    const hidden = Buffer.concat([
      webm,
      new Uint8Array([0xec, 0x43, 0xff]),
      new Uint8Array([0x1f, 0x43, 0xb6, 0x75]),
    ]);
    expect(() => readWebm(hidden)).toThrow(UnreadableAudioError);
    expect(readWebm(webm.subarray(0, webm.length - 30)).packets.length).toBeGreaterThan(30);
  });
});

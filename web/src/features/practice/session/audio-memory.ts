/**
 * The audios of the latest practice, kept in memory as object URLs so that replays, slow
 * replays and the final screen's review never call the server again. Starting a practice
 * forgets the previous one's.
 */
const urls = new Map<string, string>();

export function rememberAudio(phrase: string, audio: Blob): string {
  const existing = urls.get(phrase);
  if (existing) URL.revokeObjectURL(existing);
  const url = URL.createObjectURL(audio);
  urls.set(phrase, url);
  return url;
}

/** The phrase's audio if this page still holds it (not after a reload). */
export function rememberedAudio(phrase: string): string | undefined {
  return urls.get(phrase);
}

export function forgetAudios(): void {
  for (const url of urls.values()) URL.revokeObjectURL(url);
  urls.clear();
}

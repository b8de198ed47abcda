/**
 * Whether this device has a microphone the page could use: the media API (secure contexts
 * only) and at least one audio input. Listing devices asks no permission; before one is given
 * browsers hide the devices' names but not their kinds.
 */
export async function microphoneAvailable(): Promise<boolean> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') return false;
  if (typeof media.enumerateDevices !== 'function') return true;
  try {
    return (await media.enumerateDevices()).some((device) => device.kind === 'audioinput');
  } catch {
    // A browser that will not list devices may still open one: let 'Falar' try.
    return true;
  }
}

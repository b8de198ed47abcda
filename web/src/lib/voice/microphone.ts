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

/** Whether the browser already refuses this site the microphone (no prompt would be shown). */
export async function microphoneDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false; // Firefox and older Safari cannot be asked: 'Falar' will find out
  }
}

// Optional sound and vibration, honouring the settings. The settings store pushes the
// person's choices to feedbackPrefs.ts (store → kit), so the kit reads no store.
import { feedbackPrefs as prefs } from './feedbackPrefs';

export function vibrate(pattern: number | number[]): void {
  if (!prefs.vibration) return;
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not supported */
  }
}

let audio: AudioContext | null = null;

/** A short synthesised click or chime: no audio files to download or cache. */
export function beep(freq = 440, ms = 80): void {
  if (!prefs.sound) return;
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + ms / 1000);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + ms / 1000);
  } catch {
    /* audio blocked */
  }
}

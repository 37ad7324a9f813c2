// Short sounds for "your turn" and "a Gem announced", where the player turned sounds on.
//
// Made in the page (Web Audio): no file to fetch.

import { settings } from "./settings.js";

let context = null;

const TUNES = {
  turn: [[660, 0, 0.12], [880, 0.13, 0.16]],
  gem: [[988, 0, 0.08], [1319, 0.09, 0.08], [1568, 0.18, 0.12]],
};

/** Play one of TUNES, if sounds are on and the browser lets the page make them. */
export function chime(name) {
  if (!settings().sound || !TUNES[name]) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [freq, at, length] of TUNES[name]) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.15, now + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length);
      tone.connect(gain).connect(context.destination);
      tone.start(now + at);
      tone.stop(now + at + length + 0.02);
    }
  } catch {
    /* no Web Audio here: silence */
  }
}

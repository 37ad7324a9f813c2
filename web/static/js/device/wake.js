// The screen kept on while a table of phones plays: a locked screen drops a phone's link.
//
// The Screen Wake Lock API where the browser has it (and nothing where it has
// not: the game goes on, a dropped phone pairs again).  A lock is released by
// the browser whenever the page is hidden, so it is asked again when the page
// is shown, for as long as it is wanted.

let wanted = false;
let lock = null;

async function acquire() {
  if (!wanted || lock || document.visibilityState !== "visible" || !navigator.wakeLock) return;
  try {
    lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => {
      lock = null;
    });
  } catch {
    lock = null; // refused (a battery saver, a page not in front): the game goes on
  }
}

document.addEventListener("visibilitychange", acquire);

/** Keep the screen on (true) or let it sleep again (false). */
export function keepAwake(on) {
  wanted = on;
  if (on) acquire();
  else if (lock) lock.release().catch(() => {});
}

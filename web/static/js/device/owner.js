// One game, one tab at a time (the Web Locks API).
//
// The tab that holds a game's lock is the one that plays and saves it; another
// tab showing the same game says so and offers to take it over (which takes the
// lock from the first, and tells it).  Where the browser has no Web Locks, every
// tab may play, and the stored game's revision (store.writeRevision) still
// refuses a write based on an older state: no move is ever lost without a word.

let held = null; // {id, release, lost}: the lock this tab holds

function lockName(id) {
  return `golden-sails:game:${id}`;
}

/**
 * Try to hold game `id`'s lock; `steal`: take it from the tab that holds it.
 * Resolves true when this tab holds it (or the browser has no Web Locks),
 * false when another tab does.  onLost() is called if another tab takes it.
 */
export function claim(id, onLost, steal = false) {
  if (held && held.id === id && !held.lost) {
    held.onLost = onLost; // already this tab's (a game reopened in the same page)
    return Promise.resolve(true);
  }
  release();
  const locks = navigator.locks;
  if (!locks || !locks.request) return Promise.resolve(true);
  return new Promise((resolve) => {
    const mine = { id, release: null, lost: false, onLost };
    const options = steal ? { steal: true } : { ifAvailable: true };
    locks.request(lockName(id), options, (lock) => {
      if (!lock) {
        resolve(false);
        return null;
      }
      held = mine;
      resolve(true);
      return new Promise((done) => { mine.release = done; });
    }).catch(() => {
      // Another tab stole the lock: this tab no longer holds the game.
      if (held === mine) held = null;
      if (!mine.lost && mine.release !== null) {
        mine.lost = true;
        mine.onLost();
      }
    });
  });
}

/** Let go of the game this tab holds (it was closed). */
export function release() {
  if (held && held.release) held.release();
  held = null;
}

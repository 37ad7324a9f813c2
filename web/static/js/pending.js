// One screen's call at a time; what is asked for meanwhile waits for it, the latest only.
//
// A screen that asks the engine before it is drawn (the rules, a lesson's step,
// a replay's step) is one call; while it is under way, the address may change
// (a link, Back) or the player may ask again (a replay's next step).  Each of
// those is kept as the one thing to do next, a later one replacing an earlier,
// and done as soon as nothing is busy: the screen's call has ended, and the open
// game (game.js) has no move being answered, so that its answer is saved before
// another screen replaces it.  Nothing polls: whoever ends a call says so
// (end, reset, settled).
//
//   const calls = screenCalls({ otherBusy: () => game.isBusy() });
//   const call = calls.begin();          // null: another screen's call is under way
//   if (!call) return;
//   const answer = await engine.call("rules");
//   if (!call.live()) return;            // a screen was drawn over it meanwhile
//   calls.end(call);                     // then whatever waited runs
//   calls.whenFree(() => route());       // now, or once nothing is busy

/**
 * A queue of one.  `otherBusy()`: whether something else must end first (the
 * open game's call); its end is told through settled().  `later(run)` defers a
 * drain to after the current task's code (by default a microtask), so that a
 * screen drawn over a call is in place before what waited runs.
 */
export function screenCalls({ otherBusy = () => false, later = queueMicrotask } = {}) {
  let current = null; // the screen's call under way: {live()}
  let waiting = null; // what to do once nothing is busy: only the latest

  function drain() {
    if (!waiting || current || otherBusy()) return;
    const run = waiting;
    waiting = null;
    run();
  }

  return {
    /** Whether a screen's call is under way. */
    get busy() {
      return current !== null;
    },
    /** Whether something waits for the calls to end. */
    get waiting() {
      return waiting !== null;
    },
    /** A new screen's call, or null while another is under way (the caller does nothing). */
    begin() {
      if (current) return null;
      const call = { live: () => current === call };
      current = call;
      return call;
    },
    /** The call is over (its screen drawn, or its failure shown): what waited runs now. */
    end(call) {
      if (call !== current) return;
      current = null;
      drain();
    },
    /**
     * Another screen was drawn over whatever call was under way (home, the
     * set-up, an error): that call's answer is no longer drawn (live() is
     * false), and what waited runs once this task's drawing is done.
     */
    reset() {
      current = null;
      if (waiting) later(drain);
    },
    /** Do `run` now if nothing is busy, else once nothing is (replacing what waited). */
    whenFree(run) {
      waiting = run;
      drain();
    },
    /** Something otherBusy() watches may have ended (the open game's call). */
    settled: drain,
  };
}

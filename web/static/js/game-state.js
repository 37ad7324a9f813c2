// The open game's state, one object shared by the parts of its controller.
//
// game.js draws and plays, game-bots.js shows the computers' turns,
// game-store.js keeps the save on the device; each reads and writes this one
// object, so that no part holds a copy of the game, of the view on screen
// (R10: ONE view at a time) or of the call under way.

let busy = false;

export const open = {
  engine: null,
  // Told (a task later, once the code after the call has drawn) that the game may
  // no longer hold up a screen's call: its call ended, or a computer's move is on
  // screen (shell.js hands it pending.js's settled).  Nothing polls.
  settled: () => {},
  // A table of phones: the pair screen for one seat of the open game (shell.js hands
  // it pair-ctrl.js's openRepair, which this part may not import: the build's graph).
  pairAgain: () => {},
  goHome: () => {},
  newGame: () => {},
  // {id, save, meta, rev, owned, holder}: the open game; `save` is the bridge's, opaque;
  // `rev` the stored revision this tab's state is based on; `owned`: this tab holds it
  // (device/owner.js), so it plays and saves it.
  game: null,
  shown: null, // {screen, view}: the one answer on screen (R10)
  // A call to the engine is under way: taps wait.
  get busy() {
    return busy;
  },
  set busy(value) {
    busy = value;
    if (!value) tellSettled();
  },
  generation: 0, // bumped when the open game closes: a late answer for it is dropped
  hurry: null, // while a computer's move is shown: ends the showing at once
  chosen: null, // a move tapped and waiting for its confirmation: its data-move text
  // After a person's grace move (D23): until `began` + `ms`, the computer's answer is
  // held unseen and Undo takes back both; `undo` once he tapped it, `wake` ends the wait.
  grace: null,
  shownAt: 0, // when the computer's move on screen was drawn
};

/** The game may no longer hold up a screen's call: told once this task's drawing is done. */
export function tellSettled() {
  setTimeout(() => open.settled(), 0);
}

/**
 * What game-bots.js and game-store.js call back in game.js, which imports them
 * (an import both ways would be a cycle the build's hashed names cannot cover):
 * game.js fills it as it loads.
 */
export const controller = {
  draw: null, // (answer, news, started, played): the answer's screen drawn
  close: null, // (keep): the game leaves the screen
  recover: null, // (err): a new engine, the game reopened where it was
  actions: null, // the game screens' buttons
  markBot: null, // (seat): data-bot-seat
  markHints: null, // (screen): data-hints
};

// The computers' turns of the open game: thought in the worker, shown, held in the grace.

import { show, speak, engineDown, showError } from "./page.js";
import { renderBot } from "./screens/bot.js";
import { t } from "./words/ui.js";
import { settings } from "./device/settings.js";
import { controller, open, tellSettled } from "./game-state.js";
import { persist } from "./game-store.js";
import { tellGuests } from "./game-phones.js";

// How long a computer player's move stays on screen at least, by the "computer
// players' moves" setting: it stays until the next computer's move replaces it
// (that one thinks meanwhile), and the last one before a person's turn stays on
// his screen until he acts (the list since his last turn, the card marked);
// "step" waits for Go on.
const SHOW_MOVE_MS = { step: Infinity, normal: 500, fast: 150 };

// How long Undo may take back a move a computer answers at once (D23): its
// answer is thought out meanwhile, and shown once the time is up.
export const GRACE_MS = { step: 1500, normal: 1000, fast: 600 };

/** Until `ms` after `since`, or a tap that hurries it (Go on, Undo). */
function waitFor(since, ms, onTap) {
  return new Promise((resolve) => {
    const left = since + ms - performance.now();
    const timer = Number.isFinite(left) ? setTimeout(resolve, Math.max(0, left)) : null;
    onTap(() => { clearTimeout(timer); resolve(); });
  });
}

/**
 * A computer player's turn: the worker thinks (the page stays free: Home, the
 * log, the table, any sheet), while the move before it stays on screen.  Its
 * move is then shown, at least SHOW_MOVE_MS, while the next computer thinks
 * in turn; the last one before a person's turn is marked on his screen until
 * he acts.  A person's grace move (D23) holds the first answer unseen for
 * GRACE_MS, so that his Undo takes back both.
 */
export async function think() {
  const mine = open.generation;
  if (!open.game.owned) return; // the tab that holds the game plays its computers
  const level = open.shown ? open.shown.screen.bot.kind : "computer";
  open.busy = true;
  let answer;
  try {
    const began = performance.now();
    answer = await open.engine.call("bot");
    try {
      // How long a computer player thought, by level (benchmarks/bench_bots_web.py).
      performance.measure(`golden-sails:bot:${level}`, { start: began, end: performance.now() });
    } catch {
      /* no User Timing Level 3 */
    }
  } catch (err) {
    if (mine !== open.generation) return;
    open.busy = false;
    open.shown = null;
    open.grace = null;
    if (engineDown(err)) controller.recover(err);
    else showError(t("game.bot-failed"), err, { home: open.goHome });
    return;
  }
  if (mine !== open.generation) return; // the game was left while it thought
  if (open.grace) {
    const held = open.grace;
    if (!held.undo) await waitFor(held.began, held.ms, (wake) => { held.wake = wake; });
    open.grace = null;
    if (mine !== open.generation) return;
    if (held.undo) {
      await takeBackUnseen(mine);
      return;
    }
  }
  // The move on screen (a computer's) shown long enough, or Go on tapped.
  if (open.shown === null) await waitFor(open.shownAt, SHOW_MOVE_MS[settings().botSpeed], (tap) => { open.hurry = tap; });
  open.hurry = null;
  if (mine !== open.generation) return;
  persist(answer);
  tellGuests(); // a table of phones: the computer's move on every guest's phone at once
  const next = answer.screen.name;
  if (next !== "bot" && settings().botSpeed !== "step") {
    open.busy = false;
    controller.draw(answer, answer.played.text, performance.now(), answer.played);
    return;
  }
  open.shown = null; // nothing to tap while the move is shown
  speak(answer.screen.words.log, answer.played.text);
  show("bot", renderBot(answer.screen, answer.view, controller.actions, answer.played), answer.view, undefined, answer);
  tellSettled();
  controller.markBot(next === "bot" ? answer.screen.bot.seat : answer.played.seat);
  controller.markHints(answer.screen);
  open.shownAt = performance.now();
  if (next === "bot") {
    // The next computer thinks while this move stays on screen.
    think();
    return;
  }
  // Step by step, the last move waits for Go on before the person's screen.
  await waitFor(open.shownAt, Infinity, (tap) => { open.hurry = tap; });
  open.hurry = null;
  if (mine !== open.generation) return;
  open.busy = false;
  controller.draw(answer, undefined, performance.now(), answer.played);
}

/** Undo in the grace (D23): the person's move and the computer's answer nobody saw. */
async function takeBackUnseen(mine) {
  try {
    const answer = await open.engine.call("undo", 1);
    if (mine !== open.generation) return;
    open.busy = false;
    persist(answer);
    controller.draw(answer, t("game.undone"));
  } catch (err) {
    if (mine !== open.generation) return;
    open.busy = false;
    if (engineDown(err)) {
      controller.recover(err);
      return;
    }
    open.shown = null;
    showError(t("game.undo-failed"), err, { home: open.goHome });
  }
}

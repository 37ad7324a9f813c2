// A finished game's replay (#/replay?g=...&step=n): one step at a time, each checked by the engine.
//
// The link is all the state there is: it is checked by the engine at each step
// (a tampered link is refused by name), and the address keeps the step, so a
// reload stays there.  A step asked for while another is drawn (a scrubber's
// keys, quick taps) waits, the latest only, so the screen ends where it was
// last sent (pending.js).

import { EMBED, show, speak, engineDown, errorText, screenName, screenData } from "./page.js";
import { authorHash, parseHash, readReplayLink } from "./device/links.js";
import { replaceHash } from "./device/nav.js";
import { t } from "./words/ui.js";
import { app, calls, fail, fetchAhead, game, load } from "./shell.js";

// The player a replay's "previous / next move" buttons follow, while the same game is replayed.
const replaySeat = { g: null, seat: null };

/** The replay of `query` at step `wanted` (else the link's); `focus`: the control that asked. */
export async function openReplay(query, wanted, focus) {
  const call = calls.begin();
  if (!call) {
    if (screenName() === "replay") {
      calls.whenFree(() => openReplay(query, wanted, focus).catch((err) => fail(t("fail.replay-go-on"), err)));
    }
    return;
  }
  try {
    await drawStep(call, query, wanted, focus);
  } finally {
    calls.end(call);
  }
}

async function drawStep(call, query, wanted, focus) {
  game.close();
  const { g, step } = readReplayLink(query);
  const at = wanted === undefined ? step : wanted;
  if (replaySeat.g !== g) Object.assign(replaySeat, { g, seat: null });
  const actions = {
    // focus: the control that asked (a selector), kept in hand on the next step.
    go: (k, by) => openReplay(query, k, by),
    // The player whose moves the screen jumps between: the one chosen, else the first person.
    seat: (answer) => replaySeat.seat ?? Math.max(0, answer.seats.findIndex((s) => s.kind === "human")),
    choose: (seat) => { replaySeat.seat = seat; return openReplay(query, at, "#replay-seat"); },
    home: EMBED ? null : () => app.home(),
    // A study written from this step (author-ctrl.js): its learner, the seat that made this move.
    author: EMBED ? null : (k) => { location.hash = authorHash({ g, step: k }).slice(1); },
  };
  const screens = fetchAhead(load.replay);
  let answer;
  try {
    answer = await app.engine.call("replay", g, at);
  } catch (err) {
    if (engineDown(err)) throw err;
    // A good link with a step it does not have: its first step, rather than nothing.
    if (err.place === "step" && at !== 0) return drawStep(call, query, 0);
    const { renderReplayError } = await screens;
    if (call.live()) show("replay", renderReplayError(errorText(err), actions));
    return;
  }
  const { renderReplay } = await screens;
  if (!call.live()) return;
  const drawn = performance.now();
  show("replay", renderReplay(answer, actions), undefined, drawn);
  const data = screenData();
  data.step = String(answer.step);
  data.steps = String(answer.steps);
  speak(null, answer.said.join(" "));
  if (parseHash(location.hash).path === "replay") replaceHash(`#/replay?${g}${answer.step ? `&step=${answer.step}` : ""}`);
  // The control that asked keeps the focus (show() moved it to the heading, after
  // the frame: this runs after that), so a keyboard or a switch goes on from it.
  if (focus) {
    requestAnimationFrame(() => setTimeout(() => {
      const el = document.querySelector(`[data-screen="replay"] ${focus}`);
      if (el && !el.disabled) el.focus({ preventScroll: true });
    }, 0));
  }
}

/** The arrow keys step through a replay (Home and End: to the deal, to the end). */
export function listenForReplayKeys() {
  document.addEventListener("keydown", (event) => {
    if (screenName() !== "replay" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    const steps = Number(screenData().steps);
    const step = Number(screenData().step);
    if (!Number.isInteger(steps) || !Number.isInteger(step)) return;
    const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: steps }[event.key];
    if (to === undefined || to < 0 || to > steps || to === step) return;
    event.preventDefault();
    openReplay(location.hash.replace(/^#\/replay\?/, ""), to).catch((err) => fail(t("fail.replay-go-on"), err));
  });
}

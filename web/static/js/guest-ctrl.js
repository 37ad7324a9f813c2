// A guest phone's game: the host's answers for this seat drawn, its taps sent as messages.
//
// The guest runs no rules core (docs/phones.md): engine/remote.js speaks to the
// host's phone over the table's channel, and this controller draws each answer
// with the game's own screens (play, scoring, a computer's turn, another
// phone's, the end), exactly as the host's phone would draw that seat's view.
// It keeps no save: the game lives on the host's phone.

import { show, speak, banner, clearBanner, errorText } from "./page.js";
import { renderBot } from "./screens/bot.js";
import { renderPlay } from "./screens/play.js";
import { renderScoring } from "./screens/scoring.js";
import { renderOver } from "./screens/over.js";
import { renderPhone } from "./screens/phone.js";
import { sheetNowFrom } from "./parts/sheet-now.js";
import { areaNoteFrom } from "./parts/market.js";
import { AWAY, RemoteEngine, awayRefusal } from "./engine/remote.js";
import { t } from "./words/ui.js";
import { keepAwake } from "./device/wake.js";

/** Where this phone's seat is played now, in words (the host's `seat` message). */
const seatWords = () => ({
  host: t("phones.seat-host"),
  computer: t("phones.seat-computer"),
  phone: t("phones.seat-phone"),
});

const RENDER = {
  play: renderPlay,
  scoring: renderScoring,
  over: renderOver,
  phone: renderPhone,
  bot: (screen, view, acts) => renderBot(screen, view, acts, null, null),
};

/**
 * This phone's seat at the host's table, once its channel is open: `send(text)`
 * the channel's; `home()` leaves the game.  Answers {receive(text), dropped(),
 * playMove(text), hello()}: what the channel and the page's taps call.
 */
export function startGuest({ send, seat, lang, home }) {
  let busy = false;
  let shown = null;
  const engine = new RemoteEngine({
    send, seat, lang,
    onAnswer: (answer) => draw(answer),
    onSeat: (kind) => banner("seat", seatWords()[kind] ?? "", kind === "phone" ? "info" : "warn"),
  });

  function draw(answer) {
    shown = answer;
    keepAwake(answer.screen.name !== "over"); // a locked screen would drop the link
    const { screen, view } = answer;
    const render = RENDER[screen.name];
    if (!render) return;
    speak(screen.words.log, screen.name === "over" ? screen.title : undefined);
    show(screen.name, render(screen, view, actions, null), view, performance.now(), answer);
  }

  async function ask(name, ...args) {
    if (busy || !shown) return;
    busy = true;
    try {
      draw(await engine.call(name, ...args));
      clearBanner("refused");
    } catch (err) {
      // A link dropped: the disconnected banner says so, in the player's words.
      if (err?.code !== AWAY) banner("refused", errorText(err), "warn");
    } finally {
      busy = false;
    }
  }

  const actions = {
    home: () => home(),
    undo: () => ask("undo"),
    hint: null, // the Hard level's hint is the host's phone's to give
  };

  // A tap on a VP and a long press on an Area: asked of the host, of the moment on screen.
  sheetNowFrom((who, source) => engine.call("sheet_now", who, source?.screen?.turn ?? null).then((v) => v));
  areaNoteFrom((slot, pile) => engine.call("area_note", slot, pile, shown?.screen?.turn ?? null));

  return {
    receive: (text) => engine.receive(text),
    dropped: () => engine.dropped(awayRefusal()),
    hello: () => engine.hello(),
    playMove: (moveText) => {
      if (!shown || !["play", "scoring"].includes(shown.screen.name)) return;
      ask("play", moveText);
    },
  };
}

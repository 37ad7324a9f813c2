// The rules (#/rules) over whatever was on screen, and the way back to it: a game, a lesson, home.
//
// Opened from a game, the way back is that same game and seat: the tab's
// pointer (store.getScreen) names them, and is read before show() forgets it.
// From a guided scene or a study, back to its step; otherwise home.  The
// settings screen (settings-ctrl.js) goes back the same way.

import * as store from "./device/store.js";
import { EMBED, show, speak, engineDown, screenName, screenData } from "./page.js";
import { sceneHash, studyHash } from "./device/links.js";
import { replaceHash, canGoBack, gameHash } from "./device/nav.js";
import * as content from "./engine/content.js";
import { t } from "./words/ui.js";
import { GAME_SCREENS, app, calls, fail, fetchAhead, game, load } from "./shell.js";
import { goHomeNow } from "./home-ctrl.js";
import { openScene } from "./lessons-ctrl.js";
import { openStudy, studyShown } from "./study-ctrl.js";

/** Where a screen opened over a game goes back to (the rules, the settings): app.wayBack. */
export function rememberWayBack() {
  const where = EMBED ? null : store.getScreen();
  if (where) app.wayBack = { game: { id: where.id, live: GAME_SCREENS.has(screenName()) } };
  else if (screenName() === "scene" && !EMBED) app.wayBack = { scene: { name: screenData().scene, step: Number(screenData().step) } };
  else if (screenName() === "study" && !EMBED && studyShown()) app.wayBack = { study: studyShown() };
  // Reached by a link from the screen on show: that screen's entry is just below.
  if (app.wayBack && !app.booting && canGoBack()) app.wayBack.below = true;
}

/**
 * The rules, over whatever was on screen.  The open game is closed (saved at
 * every move, it reopens from its save), so a computer player's late answer
 * cannot draw over the rules.
 */
export async function openRules(section = null) {
  if (calls.busy) return;
  rememberWayBack();
  const call = calls.begin();
  game.close(Boolean(app.wayBack && app.wayBack.game)); // this tab keeps the game it goes back to
  speak(null, "");
  const screens = fetchAhead(load.rules);
  let answer;
  try {
    // Built (content.js), else the engine's.
    answer = (await content.rules().catch(() => null)) ?? (await app.engine.call("rules"));
  } catch (err) {
    if (engineDown(err)) throw err;
    fail(t("fail.rules"), err);
    return;
  }
  const { renderRules, goTo } = await screens;
  if (!call.live()) return;
  show("rules", renderRules(answer, wayBackActions()));
  // A study's note links a section: brought up after show() has focused the heading.
  if (section) requestAnimationFrame(() => setTimeout(() => goTo(section), 0));
  // A reload of the rules keeps the way back to the game (opened cold then: its handoff).
  if (app.wayBack && app.wayBack.game) store.setScreen(app.wayBack.game.id);
  calls.end(call);
}

/**
 * Where the rules (or the settings) go back to: {back, backLabel}.  Reached by
 * a link from that screen, back is the browser's Back (the entry below is that
 * screen's, and the hashchange brings it); `now`: go there at once (the
 * hashchange itself).
 */
export function wayBackActions(now = false) {
  if (EMBED) return { embed: true, back: null, backLabel: null };
  const from = app.wayBack;
  const viaHistory = !now && from && from.below && canGoBack();
  if (from && from.game) {
    return {
      backLabel: t("common.back-to-game"),
      back: () => {
        if (viaHistory) {
          history.back();
          return;
        }
        replaceHash(gameHash(from.game.id)); // a reload then resumes the game, not the rules
        app.wayBack = null;
        (from.game.live ? game.returnTo(from.game.id) : game.resume(from.game.id))
          .catch((err) => fail(t("fail.open-game"), err));
      },
    };
  }
  if (from && from.scene) {
    return {
      backLabel: t("common.back-to-lesson"),
      back: () => {
        if (viaHistory) {
          history.back();
          return;
        }
        app.wayBack = null;
        replaceHash(sceneHash(from.scene.name, from.scene.step));
        openScene(from.scene.name, from.scene.step, []).catch((err) => fail(t("fail.open-lesson"), err));
      },
    };
  }
  if (from && from.study) {
    return {
      backLabel: t("common.back-to-study"),
      back: () => {
        if (viaHistory) {
          history.back();
          return;
        }
        app.wayBack = null;
        replaceHash(studyHash(from.study.s, from.study.step));
        openStudy(from.study.s, from.study.step).catch((err) => fail(t("fail.open-study"), err));
      },
    };
  }
  return { backLabel: t("common.home"), back: () => app.home() };
}

/**
 * The address names a game (#/game?id=..., its one entry): Back onto it from
 * a screen opened over it, Forward onto it from home, or a reload.  The game
 * comes back as it was where this page still holds it, else cold (D19).
 */
export async function openGameEntry(id) {
  const over = screenName() === "rules" || screenName() === "settings";
  if (over && app.wayBack && app.wayBack.game && app.wayBack.game.id === id) {
    wayBackActions(true).back();
    return;
  }
  const where = store.getScreen();
  if (where && where.id === id && GAME_SCREENS.has(screenName())) return; // on screen already
  if (id && store.readGame(id).entry) {
    app.wayBack = null;
    await game.resume(id);
    return;
  }
  replaceHash("");
  goHomeNow();
}

// The settings (#/settings, screens/settings.js), over whatever was on screen, with its way back.
//
// Opened over a game, R8's memory aid switched here applies to that game at
// once (D20), and Back returns to it as the rules' Back does (rules-ctrl.js).

import * as store from "./device/store.js";
import { show, speak } from "./page.js";
import { t } from "./words/ui.js";
import { app, calls, game, load } from "./shell.js";
import { rememberWayBack, wayBackActions } from "./rules-ctrl.js";

export async function openSettings() {
  if (calls.busy) return;
  rememberWayBack();
  game.close(Boolean(app.wayBack && app.wayBack.game));
  speak(null, "");
  const { renderSettings } = await load.settings();
  const { back, backLabel } = wayBackActions();
  const from = app.wayBack && app.wayBack.game && app.wayBack.game.live ? app.wayBack.game.id : null;
  show("settings", renderSettings({
    back: back || (() => app.home()),
    backLabel: backLabel || t("common.home"),
    memoryAidHere: from ? (on) => game.applyMemoryAid(from, on) : null,
  }));
  if (app.wayBack && app.wayBack.game) store.setScreen(app.wayBack.game.id);
}

// The score pad (#/score, #/score?t=...): a linked table checked by the engine, then the pad.
//
// The table's link is checked by the rules core's own score-pad parser before
// the pad opens on it; a fault is named above an empty pad.  The address then
// follows the table on screen, so it can be shared as it is.

import { EMBED, show, speak, engineDown, errorText } from "./page.js";
import { readTableLink, tableHash } from "./device/links.js";
import { replaceHash } from "./device/nav.js";
import { app, calls, fetchAhead, game, load } from "./shell.js";

/** The score pad on the link's table; `faults`: the address's own, named first (a bad lang=). */
export async function openScorePad(query, faults = []) {
  const screens = fetchAhead(load.scorePad);
  const { tableText, errors } = readTableLink(query);
  errors.unshift(...faults);
  let table = null;
  if (tableText !== null) {
    try {
      await app.engine.call("score", tableText); // the engine's own score-pad parser checks it
      table = JSON.parse(tableText);
    } catch (err) {
      if (engineDown(err)) throw err;
      errors.push(`t: ${errorText(err)}`);
    }
  }
  calls.reset();
  game.close();
  speak(null, "");
  const { renderScorePad } = await screens;
  show("scorepad", await renderScorePad({
    engine: app.engine,
    table,
    errors,
    embed: EMBED,
    home: EMBED ? null : () => app.home(),
    // The address follows the table on screen, so it can be shared as it is.
    onTable: (t) => replaceHash(tableHash(t)),
  }));
}

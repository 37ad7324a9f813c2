// Home: start a game, resume or delete a saved one, export and import saves.

import { h, sym, sailIcon } from "../parts/dom.js";
import { timeAgo, listWords } from "../words/words.js";
import { scoresEl, winsSection } from "../parts/history.js";
import { vocabulary } from "../words/vocab.js";

// The last "Play against computers" choice (level, your name), kept on this device.
const QUICK_KEY = "golden-sails:quick-start";
const LEVELS = ["easy", "medium", "hard"];

function quickChoice() {
  let doc = null;
  try {
    doc = JSON.parse(window.localStorage.getItem(QUICK_KEY) || "null");
  } catch {
    doc = null;
  }
  const level = doc && LEVELS.includes(doc.level) ? doc.level : "easy";
  const name = doc && typeof doc.name === "string" ? doc.name.slice(0, 40) : "";
  return { level, name };
}

function keepQuickChoice(choice) {
  try {
    window.localStorage.setItem(QUICK_KEY, JSON.stringify(choice));
  } catch {
    /* not kept: the next visit offers the defaults */
  }
}

/** One tap to a game: you and three computers of the level picked (the last one
 * picked, remembered); the rules core names the computers (golden_sails.model.names). */
function quickStart(actions) {
  const now = quickChoice();
  let words = null;
  try {
    words = vocabulary();
  } catch {
    words = null; // the engine's words are not in yet: the levels by their values
  }
  const levelName = (v) => (words && words.seat_kinds[v]) || v[0].toUpperCase() + v.slice(1);
  const level = h("select", { name: "computer-level", id: "computer-level" },
    LEVELS.map((v) => h("option", { value: v, selected: v === now.level || null }, levelName(v))));
  const name = h("input", {
    type: "text", name: "your-name", id: "your-name", maxlength: "40", autocomplete: "off",
    placeholder: "Player 1", value: now.name,
  });
  const keep = () => keepQuickChoice({ level: level.value, name: name.value.trim() });
  level.addEventListener("change", keep);
  name.addEventListener("change", keep);
  const play = h("button", {
    type: "button", class: "primary big", "data-play-computers": "",
    onclick: () => {
      keep();
      actions.playComputers(level.value, name.value.trim() || "Player 1");
    },
  }, sym("new-game"), "Play against computers");
  return h("section", { class: "quick-start", "aria-label": "Play against computers" },
    h("div", { class: "field" }, h("label", { for: "your-name" }, "Your name"), name),
    h("div", { class: "field" }, h("label", { for: "computer-level" }, "Computers' level"), level),
    play,
    h("p", { class: "small" }, "You and three computer players, in one tap."));
}

/** Where a saved game stands, in the words stored with it (older saves: the round). */
function statusText(meta) {
  if (meta.status) return meta.status;
  return meta.phase === "over" ? "Finished" : `Round ${meta.round}`;
}

function savedGame(game, actions) {
  const { id, meta } = game;
  const over = meta.phase === "over";
  const title = listWords(meta.names);
  const del = h("button", { type: "button", class: "quiet danger" }, sym("delete"), "Delete");
  const row = h("div", { class: "row saved-actions" });
  // Deleting takes a second tap, on a button that says what it does.
  del.addEventListener("click", () => {
    const sure = h("button", { type: "button", class: "danger", onclick: () => actions.remove(id) }, `Delete the game of ${title}`);
    const keep = h("button", { type: "button", class: "quiet", onclick: () => { row.replaceChildren(...buttons().filter(Boolean)); } }, "Keep it");
    row.replaceChildren(sure, keep);
    sure.focus();
  });
  const buttons = () => [
    over ? h("button", { type: "button", class: "primary", "data-watch-replay": "", "aria-label": `Replay the game of ${title}`, onclick: () => actions.replay(id) }, sym("replay"), "Replay") : null,
    h("button", { type: "button", class: over ? "quiet" : "primary", "data-resume": "", "aria-label": `${over ? "See the score sheet of" : "Resume"} the game of ${title}`, onclick: () => actions.resume(id) },
      sym(over ? "trophy" : "forward"), over ? "Score sheet" : "Resume"),
    h("button", { type: "button", class: "quiet", "data-export": "", "aria-label": `Export the game of ${title}`, onclick: () => actions.exportSaved(id) }, sym("export"), "Export"),
    del,
  ];
  row.replaceChildren(...buttons().filter(Boolean));
  return h("li", { class: "saved", "data-saved-game": id },
    h("p", { class: "saved-title" }, h("strong", null, title)),
    h("p", { class: "saved-meta" },
      `${over ? "Finished" : statusText(meta)} · ${meta.variant_name || meta.variant || "Standard"} · ${over ? "" : "last played "}${timeAgo(meta.updated)}`),
    over ? scoresEl(meta) : null,
    row,
  );
}

/** The home screen; `more` is the row of links to the lessons, the rules and the score pad,
 * `picker` the language picker (select[name=lang]). */
export function renderHome(list, actions, more = null, picker = null) {
  const file = h("input", {
    type: "file",
    accept: "application/json,.json",
    class: "visually-hidden",
    id: "import-file",
    "data-import": "",
    tabindex: "-1",
    "aria-hidden": "true",
  });
  file.addEventListener("change", () => {
    const f = file.files && file.files[0];
    if (f) actions.importFile(f);
    file.value = "";
  });
  // Newest first in each: the games to go back to, then the history of this device.
  const playing = list.games.filter((g) => g.meta.phase !== "over");
  const finished = list.games.filter((g) => g.meta.phase === "over");
  return [
    picker,
    h("header", { class: "home-head" },
      sailIcon(64),
      h("h1", { id: "screen-h", tabindex: "-1" }, "Golden Sails"),
      h("p", { class: "tagline" }, "The card-drafting game for 2-4 merchants: play against computer players, or with friends on one phone passed around the table."),
    ),
    quickStart(actions),
    h("div", { class: "home-actions" },
      h("button", { type: "button", class: "big", "data-new-game": "", onclick: actions.newGame }, sym("new-game"), "New game: choose the players"),
      h("button", { type: "button", class: "quiet", onclick: () => file.click() }, sym("import"), "Import a saved game"),
      file,
    ),
    more,
    h("section", { class: "saved-games", "aria-labelledby": "saved-h" },
      h("h2", { id: "saved-h" }, "Games in play"),
      list.unavailable ? h("p", { class: "note" }, "This browser does not let the page store anything: games will not be saved.") : null,
      playing.length ? h("ul", { class: "saved-list" }, playing.map((g) => savedGame(g, actions)))
        : h("p", { class: "empty" }, "No game in play. Every move is saved on this device as you play."),
    ),
    finished.length ? h("section", { class: "saved-games finished-games", "aria-labelledby": "finished-h" },
      h("h2", { id: "finished-h" }, `Finished games (${finished.length})`),
      winsSection(finished),
      h("ul", { class: "saved-list" }, finished.map((g) => savedGame(g, actions))),
    ) : null,
    list.games.length ? storageRow(list, finished, actions) : null,
  ];
}

/** What the saved games take on this device, and a way to make room: delete the finished ones. */
function storageRow(list, finished, actions) {
  const row = h("div", { class: "row storage-actions" });
  const ask = () => {
    const sure = h("button", { type: "button", class: "danger", "data-delete-finished-sure": "", onclick: () => actions.removeFinished(finished.map((g) => g.id)) },
      `Delete the ${finished.length} finished ${finished.length === 1 ? "game" : "games"}`);
    const keep = h("button", { type: "button", class: "quiet", onclick: () => row.replaceChildren(...first()) }, "Keep them");
    row.replaceChildren(sure, keep);
    sure.focus();
  };
  const first = () => finished.length
    ? [h("button", { type: "button", class: "quiet danger", "data-delete-finished": "", onclick: ask }, sym("delete"), "Delete finished games")]
    : [];
  row.replaceChildren(...first());
  return h("section", { class: "storage", "aria-label": "Storage on this device" },
    h("p", { class: "small", "data-storage-used": "" }, `Saved games take ${kilobytes(list.bytes)} on this device.`),
    row);
}

function kilobytes(bytes) {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

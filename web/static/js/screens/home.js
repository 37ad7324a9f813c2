// Home: start a game, resume or delete a saved one, export and import saves.

import { settings, setSetting } from "../device/settings.js";
import { AUTHOR_SETUP, authorHash } from "../device/links.js";
import { h, sym, sailIcon } from "../parts/dom.js";
import { timeAgo, listWords, decimal, whole } from "../words/words.js";
import { scoresEl, winsSection } from "../parts/history.js";
import { vocabulary, variantName } from "../words/vocab.js";
import { t, tn } from "../words/ui.js";
import { BOT_LEVELS as LEVELS } from "../engine/core.js";

// The last "Play against computers" level, kept on this device; the name typed is
// the settings' playerName (device/settings.js), which the set-up offers too.
const QUICK_KEY = "golden-sails:quick-start";

function quickChoice() {
  let doc = null;
  try {
    doc = JSON.parse(window.localStorage.getItem(QUICK_KEY) || "null");
  } catch {
    doc = null;
  }
  const level = doc && LEVELS.includes(doc.level) ? doc.level : "easy";
  return { level, name: settings().playerName };
}

function keepQuickChoice({ level, name }) {
  try {
    window.localStorage.setItem(QUICK_KEY, JSON.stringify({ level }));
  } catch {
    /* not kept: the next visit offers the defaults */
  }
  setSetting("playerName", name);
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
    placeholder: t("common.player-n", { n: 1 }), value: now.name,
  });
  const keep = () => keepQuickChoice({ level: level.value, name: name.value.trim() });
  level.addEventListener("change", keep);
  name.addEventListener("change", keep);
  // R8's memory aid, offered where the game starts, with why (issue 32): the
  // device's setting for new games, the same as the settings screen's.
  const memory = h("input", { type: "checkbox", name: "quick-memory-aid", id: "quick-memory-aid", checked: settings().memoryAid || null });
  memory.addEventListener("change", () => setSetting("memoryAid", memory.checked));
  const play = h("button", {
    type: "button", class: "primary big", "data-play-computers": "",
    onclick: () => {
      keep();
      actions.playComputers(level.value, name.value.trim() || t("common.player-n", { n: 1 }));
    },
  }, sym("new-game"), t("home.play-computers"));
  return h("section", { class: "quick-start", "aria-label": t("home.play-computers") },
    h("div", { class: "field" }, h("label", { for: "your-name" }, t("home.your-name")), name),
    h("div", { class: "field" }, h("label", { for: "computer-level" }, t("home.level")), level),
    h("div", { class: "setting quick-memory" },
      h("label", { for: "quick-memory-aid" }, memory, ` ${t("settings.memory-aid")}`),
      h("p", { class: "small" }, t("home.memory-aid-why"))),
    play,
    h("p", { class: "small" }, t("home.quick-note")));
}

/** Where a saved game stands, worded now from the values stored with it (no words are
 * stored: a game saved in one language is listed in another).  Older entries lack
 * the number of rounds: the round alone. */
function statusText(meta) {
  if (meta.phase === "over") return t("status.finished");
  if (meta.phase === "scoring") return t("status.final-scoring");
  return meta.rounds ? t("status.round-of", { round: meta.round, rounds: meta.rounds }) : t("common.round", { round: meta.round });
}

function savedGame(game, actions) {
  const { id, meta } = game;
  const over = meta.phase === "over";
  const title = listWords(meta.names);
  const del = h("button", { type: "button", class: "quiet danger" }, sym("delete"), t("home.delete"));
  const row = h("div", { class: "row saved-actions" });
  // Deleting takes a second tap, on a button that says what it does.
  del.addEventListener("click", () => {
    const sure = h("button", { type: "button", class: "danger", onclick: () => actions.remove(id) }, t("home.delete-game", { title }));
    const keep = h("button", { type: "button", class: "quiet", onclick: () => { row.replaceChildren(...buttons().filter(Boolean)); } }, t("home.keep-it"));
    row.replaceChildren(sure, keep);
    sure.focus();
  });
  const buttons = () => [
    over ? h("a", { href: authorHash({ game: id }), class: "button quiet", "data-open-author": "", "aria-label": t("author.open-game", { title }) }, sym("learn"), t("author.open")) : null,
    over ? h("button", { type: "button", class: "primary", "data-watch-replay": "", "aria-label": t("home.replay-game", { title }), onclick: () => actions.replay(id) }, sym("replay"), t("home.replay")) : null,
    h("button", { type: "button", class: over ? "quiet" : "primary", "data-resume": "", "aria-label": t(over ? "home.sheet-game" : "home.resume-game", { title }), onclick: () => actions.resume(id) },
      sym(over ? "trophy" : "forward"), over ? t("home.sheet") : t("home.resume")),
    h("button", { type: "button", class: "quiet", "data-export": "", "aria-label": t("home.export-game", { title }), onclick: () => actions.exportSaved(id) }, sym("export"), t("home.export")),
    del,
  ];
  row.replaceChildren(...buttons().filter(Boolean));
  return h("li", { class: "saved", "data-saved-game": id },
    h("p", { class: "saved-title" }, h("strong", null, title)),
    h("p", { class: "saved-meta" },
      t(over ? "home.saved-over" : "home.saved-playing", { status: statusText(meta), variant: variantName(meta.variant || "standard"), when: timeAgo(meta.updated) })),
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
      h("h1", { id: "screen-h", tabindex: "-1" }, t("app.name")),
      h("p", { class: "tagline" }, t("home.tagline")),
    ),
    quickStart(actions),
    h("div", { class: "home-actions" },
      h("button", { type: "button", class: "big", "data-new-game": "", onclick: actions.newGame }, sym("new-game"), t("home.new-game")),
      h("button", { type: "button", class: "big", "data-play-phones": "", onclick: actions.playPhones }, sym("share"), t("home.play-phones")),
      h("button", { type: "button", class: "quiet", onclick: () => file.click() }, sym("import"), t("home.import")),
      file,
    ),
    more,
    h("section", { class: "saved-games", "aria-labelledby": "saved-h" },
      h("h2", { id: "saved-h" }, t("home.in-play")),
      list.unavailable ? h("p", { class: "note" }, t("home.no-storage")) : null,
      playing.length ? h("ul", { class: "saved-list" }, playing.map((g) => savedGame(g, actions)))
        : h("p", { class: "empty" }, t("home.none-in-play")),
    ),
    finished.length ? h("section", { class: "saved-games finished-games", "aria-labelledby": "finished-h" },
      h("h2", { id: "finished-h" }, t("home.finished", { n: finished.length })),
      winsSection(finished),
      h("ul", { class: "saved-list" }, finished.map((g) => savedGame(g, actions))),
    ) : null,
    authorSection(actions),
    list.games.length ? storageRow(list, finished, actions) : null,
  ];
}

/** A study written on a finished game: the draft kept, or a replay link pasted (author-ctrl.js). */
function authorSection(actions) {
  const input = h("input", { type: "text", inputmode: "url", id: "author-replay", name: "author-replay", "data-author-replay": "", autocomplete: "off", spellcheck: "false" });
  return h("section", { class: "saved-games author-home", "aria-labelledby": "author-h" },
    h("h2", { id: "author-h" }, t("author.title")),
    actions.draft ? h("p", null, h("a", { href: "#/author", class: "button primary", "data-author-draft": "" }, sym("forward"), t("author.go-on"))) : null,
    h("div", { class: "field" }, h("label", { for: "author-replay" }, t("author.replay-link")), input),
    h("button", { type: "button", class: "quiet", "data-author-load": "", onclick: () => actions.authorLoad(input.value) }, sym("import"), t("author.load")),
    h("p", null, h("a", { href: AUTHOR_SETUP, class: "button quiet", "data-author-setup": "" }, sym("play"), t("author.setup"))));
}

/** What the saved games take on this device, and a way to make room: delete the finished ones. */
function storageRow(list, finished, actions) {
  const row = h("div", { class: "row storage-actions" });
  const ask = () => {
    const sure = h("button", { type: "button", class: "danger", "data-delete-finished-sure": "", onclick: () => actions.removeFinished(finished.map((g) => g.id)) },
      tn("home.delete-finished-sure", finished.length));
    const keep = h("button", { type: "button", class: "quiet", onclick: () => row.replaceChildren(...first()) }, t("home.keep-them"));
    row.replaceChildren(sure, keep);
    sure.focus();
  };
  const first = () => finished.length
    ? [h("button", { type: "button", class: "quiet danger", "data-delete-finished": "", onclick: ask }, sym("delete"), t("home.delete-finished"))]
    : [];
  row.replaceChildren(...first());
  return h("section", { class: "storage", "aria-label": t("home.storage") },
    h("p", { class: "small", "data-storage-used": "" }, t("home.storage-used", { size: kilobytes(list.bytes) })),
    row);
}

function kilobytes(bytes) {
  return bytes >= 1e6 ? t("common.mb", { n: decimal(bytes / 1e6) }) : t("common.kb", { n: whole(Math.max(1, Math.round(bytes / 1e3))) });
}

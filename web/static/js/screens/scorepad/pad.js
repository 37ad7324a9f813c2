// The score pad screen: a table's piles entered by tapping, scored by the rules core.
//
// The piles by seat.js, scored by the rules core's own `score` (golden_sails.scoring,
// through the worker), drawn with every reason it gives (sheet.js).  The table
// is the JSON of shared/spec/score-json.md; the page never scores anything itself.
//
// Two modes: exact (the piles, card by card) and quick (quick.js: each
// category's VP typed, added by the rules core's `quick_score`).  They share
// the players; the link and the JSON are the exact table's (the quick figures
// are not a table, docs/score-pad.md).  Score stays in view at the bottom.

import { h, sym } from "../../parts/dom.js";
import { PILES } from "../../words/words.js";
import { tableHash, sceneHash } from "../../device/links.js";
import { vocabulary } from "../../words/vocab.js";
import { pick, renderSeat } from "./seat.js";
import { renderSheet } from "./sheet.js";
import { emptyQuick, markQuick, quickForm, renderQuick } from "./quick.js";
import * as content from "../../engine/content.js";
import { t } from "../../words/ui.js";

/** Whether motion is to be reduced (the player's setting, device/settings.js, or the
 * system's): a script's smooth scroll is not stopped by CSS's scroll-behavior. */
function stillPage() {
  return document.documentElement.dataset.motion === "reduce"
    || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

const DEFAULT_NAMES = ["Andy", "Bob", "Cathy", "Dora"];

function emptyPlayer(i) {
  return { name: DEFAULT_NAMES[i], spices: [], gems: [], animals: [], weapons: [], spells: [] };
}

function emptyTable(players = 2) {
  return { animal_reference: "IV", first_player: 0, players: Array.from({ length: players }, (_, i) => emptyPlayer(i)) };
}

/** A table the engine accepted, as the editor keeps it (every pile present). */
function editable(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player || 0,
    players: table.players.map((p, i) => ({ ...emptyPlayer(i), ...p, name: p.name })),
  };
}

/** The table as sent and linked: empty piles left out (compact). */
function compact(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player,
    players: table.players.map((p) => {
      const out = { name: p.name };
      for (const pile of PILES) if (p[pile].length) out[pile] = p[pile];
      return out;
    }),
  };
}

/** The rulebook's examples (golden_sails.teach.examples) as links, and the guided scene. */
async function examplesEl(engine) {
  const list = h("ul");
  const box = h("details", { class: "pad-examples" }, h("summary", null, t("pad.examples")), list);
  let examples = [];
  try {
    // Built (content.js): on screen without the engine; else the engine's.
    examples = ((await content.examples().catch(() => null)) ?? (await engine.call("examples"))).examples;
  } catch {
    /* the pad works without them */
  }
  // Each example is a link (shareable, opens in a new tab too) drawn as a button.
  list.replaceChildren(
    ...examples.map((ex) => h("li", null,
      h("a", { class: "button-link", href: tableHash(ex.table), "data-example": ex.key }, ex.title),
      h("span", { class: "small" }, ex.text))),
    h("li", null, h("a", { class: "button-link", href: sceneHash("experts", 1), "data-open-scene": "experts" }, t("pad.experts-round")),
      h("span", { class: "small" }, t("pad.experts-round-note"))));
  return box;
}

/**
 * renderScorePad({engine, table?, errors?, embed?, home?, onTable?}) -> nodes.
 * `table` is one the engine accepted (or none: an empty two-player table);
 * `errors` names what was wrong with a link's table ([data-score-error]).
 * The pad scores at once when it opens on a table.
 */
export async function renderScorePad(options) {
  const { engine } = options;
  const table = options.table ? editable(options.table) : emptyTable(2);
  let scoring = 0; // a counter: only the latest answer is drawn
  let mode = "exact";
  const quick = [0, 1, 2, 3].map(() => emptyQuick()); // the quick form's text, per seat

  const errorBox = h("div", { class: "form-error", role: "alert", "data-score-error-box": "" });
  const sheetBox = h("section", { class: "pad-sheet", "aria-live": "polite", "data-score-sheet": "" });
  const seatsBox = h("div", { class: "pad-seats" });
  const quickBox = h("div", { class: "pad-quick", hidden: true });
  const shareLink = h("a", { class: "pad-share", "data-table-link": "", href: "#/score" }, t("pad.link"));

  function showErrors(list) {
    errorBox.replaceChildren(...list.map((text) => h("p", { "data-score-error": "" }, text)));
  }

  function changed() {
    sheetBox.replaceChildren(h("p", { class: "small" }, t("pad.tap-score")));
    sheetBox.removeAttribute("data-scored");
    shareLink.href = tableHash(compact(table));
  }

  function drawQuick() {
    quickBox.replaceChildren(renderQuick(table, quick, { changed, renamed: drawFirst }));
  }

  // --- The table's settings -----------------------------------------------------
  const count = pick(t("setup.players"), [["2", "2"], ["3", "3"], ["4", "4"]], String(table.players.length), { name: "pad-players" });
  const reference = pick(t("setup.reference"), vocabulary().animal_references.map((r) => [r, r]), table.animal_reference, { name: "pad-reference" });
  const first = pick(t("pad.first"), [], "", { name: "pad-first" });

  function drawFirst() {
    first.select.replaceChildren(...table.players.map((p, i) =>
      h("option", { value: String(i), selected: i === table.first_player ? true : null }, `${i + 1}: ${p.name}`)));
  }

  function drawSeats() {
    seatsBox.replaceChildren(...table.players.map((player, i) => renderSeat(player, i, { engine, changed, renamed: drawFirst })));
    drawQuick();
    drawFirst();
  }

  // --- The mode: exact (the piles) or quick (the figures) ------------------------
  const modeButtons = ["exact", "quick"].map((m) => h("button", {
    type: "button", class: "quiet", "data-scorepad-mode": m, "aria-pressed": String(m === mode),
    onclick: () => setMode(m),
  }, m === "exact" ? t("pad.mode-exact") : t("pad.mode-quick")));

  function setMode(m) {
    if (m === mode) return;
    mode = m;
    for (const b of modeButtons) b.setAttribute("aria-pressed", String(b.dataset.scorepadMode === mode));
    seatsBox.hidden = mode !== "exact";
    quickBox.hidden = mode !== "quick";
    // Only the exact table has an Animal reference, a first to decide and a link.
    reference.el.hidden = first.el.hidden = shareLink.hidden = mode !== "exact";
    if (mode === "exact") drawSeats(); // names changed in the quick form
    else drawQuick();
    showErrors([]);
    changed();
  }

  count.select.addEventListener("change", () => {
    const n = Number(count.select.value);
    while (table.players.length < n) table.players.push(emptyPlayer(table.players.length));
    table.players.length = n;
    if (table.first_player >= n) table.first_player = 0;
    drawSeats();
    changed();
  });
  reference.select.addEventListener("change", () => {
    table.animal_reference = reference.select.value;
    changed();
  });
  first.select.addEventListener("change", () => {
    table.first_player = Number(first.select.value);
    changed();
  });

  // --- Scoring: the engine's sheet, drawn -------------------------------------
  /** The engine's answer to one scoring call, or null when it refused (its error
   *  shown, the sheet cleared) or a newer call has begun since. */
  async function ask(call, payload) {
    const mine = ++scoring;
    showErrors([]);
    let answer;
    try {
      answer = await engine.call(call, JSON.stringify(payload));
    } catch (err) {
      if (mine !== scoring) return null;
      showErrors([(err && err.message) || String(err)]);
      sheetBox.replaceChildren();
      sheetBox.removeAttribute("data-scored");
      return null;
    }
    return mine === scoring ? answer : null;
  }

  // After a tap on Score the result is what the player wants to see; an
  // embed leaves its host page where it is (it shows its whole height).
  function showResult(tapped) {
    if (tapped && !options.embed) sheetBox.scrollIntoView({ block: "start", behavior: stillPage() ? "auto" : "smooth" });
  }

  async function score(tapped = false) {
    if (mode === "quick") return scoreQuick(tapped);
    const answer = await ask("score", compact(table));
    if (!answer) return;
    sheetBox.replaceChildren(...renderSheet(answer));
    sheetBox.dataset.scored = "true";
    if (options.onTable) options.onTable(compact(table));
    showResult(tapped);
  }

  // Quick mode: the rules core adds, breaks ties (R18) and names each bad field.
  async function scoreQuick(tapped) {
    const answer = await ask("quick_score", quickForm(table, quick));
    if (!answer) return;
    markQuick(quickBox, answer.faults, answer.needs || []);
    if (answer.faults.length) {
      sheetBox.replaceChildren(h("div", { class: "form-error", role: "alert" },
        h("p", null, t("pad.not-scored")),
        h("ul", null, answer.faults.map((f, k) => h("li", { id: `quick-error-${k}`, "data-quick-error": "" }, f.text)))));
      sheetBox.removeAttribute("data-scored");
    } else {
      sheetBox.replaceChildren(...renderSheet(answer));
      sheetBox.dataset.scored = "true";
    }
    showResult(tapped);
  }

  const start = h("button", { type: "button", class: "primary big", "data-score": "" }, sym("score"), t("pad.score"));
  start.addEventListener("click", () => score(true));

  drawSeats();
  changed();
  showErrors(options.errors || []);
  if (options.table && !(options.errors || []).length) score();

  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("pad.title")),
    h("p", { class: "small" }, t("pad.note")),
    h("div", { class: "pad-modes row", role: "group", "aria-label": t("pad.modes") }, modeButtons),
    errorBox,
    h("div", { class: "pad-settings row" }, count.el, reference.el, first.el),
    seatsBox,
    quickBox,
    h("div", { class: "row pad-actions" }, start, shareLink,
      options.home ? h("button", { type: "button", class: "quiet", onclick: options.home }, t("common.back")) : null),
    sheetBox,
    options.embed ? null : await examplesEl(engine),
  ];
}

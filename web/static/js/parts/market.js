// The revealed Goods as cards, each Area a tap target (the play, bot, scene and replay screens).
//
// A card is drawn as a card: its five Areas in a row, each a tap target.  An
// Area where the viewer may put an Expert (or, taking the last card, swap one
// in) is that move's button[data-move]; taking a card is the Take button on
// it.  A long press (or a right click) on any Area, or a tap on one that is no
// move, tells how that Good type scores and what taking the card so would
// change for the viewer now: the rules core's words, asked for when pressed
// (the bridge's area_note: no answer carries every Area's note).  Every
// legal move of the viewer, and nothing else, is a button[data-move].

import { h, sr } from "./dom.js";
import { PILES } from "../words/words.js";
import { goodOne, goodHow } from "../words/vocab.js";
import { openSheet } from "./sheet.js";
import { t, tn } from "../words/ui.js";
import { fit } from "../words/fit.js";
import { icon } from "./icons.js";
import { ic, moveButton, seatLabel, areaIcon } from "./pieces.js";

const LONG_PRESS_MS = 450;
// The piles whose Area words already hold the Good's name (game/words.py area_words).
const NAMES_ITS_GOOD = new Set(["gems"]);

let askNote = null; // (slot, pile) => Promise of the bridge's area_note answer, or null

/** Where an Area's note comes from: game.js gives the engine's call, once. */
export function areaNoteFrom(fetcher) {
  askNote = fetcher;
}

/** What an Area would bring: at once, its words and how its Good scores; then
 * the rules core's note for the viewer, where there is one (a game's screen
 * with a player's own view), in its place. */
function explain(slotIndex, pile, area) {
  // The Area's own words ("Gem 8", "Katar 2-0", "Lotus"), after the Good type's
  // name only where they do not already say it: a Gem's are "Gem {gem}" in every
  // language (game/words.py area_words), known by the pile, never by reading the words.
  const named = NAMES_ITS_GOOD.has(pile) ? area : t("market.area", { good: goodOne(pile), area });
  const note = h("p", { class: "area-note" }, t("market.area-how", { good: goodOne(pile), area, how: goodHow(pile) }));
  openSheet("area", { title: t("market.card-area", { card: slotIndex + 1, area: named }), nodes: [note] });
  const asked = askNote ? askNote(slotIndex, pile) : null;
  if (!asked) {
    note.dataset.areaNote = "";
    return;
  }
  note.setAttribute("aria-busy", "true");
  const done = (answer) => {
    if (!note.isConnected) return; // the sheet was closed or replaced meanwhile
    note.removeAttribute("aria-busy");
    if (answer && answer.note) note.textContent = answer.note;
    note.dataset.areaNote = "";
  };
  asked.then(done, () => done(null));
}

/** A long press (or a context menu) explains instead of playing. */
function explainOnHold(el, show) {
  let timer = null;
  let held = false;
  el.addEventListener("pointerdown", () => {
    held = false;
    timer = setTimeout(() => { held = true; show(); }, LONG_PRESS_MS);
  });
  const cancel = () => clearTimeout(timer);
  el.addEventListener("pointerup", cancel);
  el.addEventListener("pointerleave", cancel);
  el.addEventListener("pointercancel", cancel);
  el.addEventListener("contextmenu", (event) => {
    event.preventDefault();
    cancel();
    if (!held) show();
    held = true;
  });
  // The click that ends a long press is not a move.
  el.addEventListener("click", (event) => {
    if (held) {
      event.stopImmediatePropagation();
      event.preventDefault();
      held = false;
    }
  }, true);
}

/** An Area's short words, a long word broken only where its language breaks it
 * (words/fit.js); a Weapon's values ("0-1") never broken at their dash. */
function areaValue(pile, short) {
  const cut = short.lastIndexOf(" ");
  if (pile !== "weapons" || cut < 0) return fit(short);
  return [fit(short.slice(0, cut + 1)), h("span", { class: "nowrap" }, short.slice(cut + 1))];
}

function areaCell(slotIndex, slot, pile, move, cardWords) {
  const card = slot.card;
  const chosen = slot.expert && slot.expert.pile === pile;
  // The name a screen reader says holds the short text on the card (WCAG's label
  // in name: a voice user says what he sees, "Shield", to tap it).
  // The card's short words are within its Area's words in every language (the core
  // words both: tests/test_i18n_forms.py), so the full name holds what is shown.
  const words = t("market.area", { good: goodOne(pile), area: cardWords.areas[pile] });
  const short = String(cardWords.short[pile] ?? "");
  const inside = [
    ic(areaIcon(pile, card), "area-icon"),
    h("span", { class: "area-value", "aria-hidden": "true" }, areaValue(pile, short)),
  ];
  const show = () => explain(slotIndex, pile, cardWords.areas[pile]);
  let cell;
  if (move) {
    // The column says which Expert (each Good type has one); a swap says it is one.
    // The last card's swap (R5): its symbol on the Area, a word too narrow a cell
    // would not hold in every language; the button's name says the whole move.
    const action = move.kind === "swap" ? icon("swap", { className: "area-action" }) : null;
    // A space between the value and "swap": a voice user's words are "7 swap", not "7swap".
    cell = moveButton(move, action ? [...inside, " ", action] : inside, `area ${move.kind}`);
    // The core's name for the Area's move starts with the Area's words as the card
    // shows them (WCAG 2.5.3, label in name), soft hyphens and all (words/fit.js):
    // a label in name as axe reads it; screen readers skip them.
    if (move.named) cell.setAttribute("aria-label", fit(move.named));
  } else {
    cell = h("button", { type: "button", class: "area area-info", "aria-label": fit(t(chosen ? "market.area-info-chosen" : "market.area-info", { area: words })), onclick: show },
      inside, chosen ? sr(` ${t("market.counts-as")}`) : null);
  }
  if (chosen) cell.classList.add("chosen");
  cell.dataset.area = pile;
  explainOnHold(cell, show);
  return h("li", { class: "area-slot" }, cell);
}

function cardEl(view, screen, slotIndex, slot, moves) {
  if (!slot) {
    return h("li", { class: "card taken", "data-slot": slotIndex }, h("p", { class: "card-head" }, t("market.card-taken", { card: slotIndex + 1 })));
  }
  const ex = slot.expert;
  const onArea = new Map();
  const takes = [];
  for (const m of moves) {
    if (m.kind === "assign" || m.kind === "swap") onArea.set(m.pile, m);
    else takes.push(m);
  }
  const head = h("div", { class: "card-head" },
    h("span", { class: "card-name" }, t("market.card", { card: slotIndex + 1 })),
    h("span", { class: "sep", "aria-hidden": "true" }, " · "),
    ex
      ? h("span", { class: "on-card" }, h("span", { class: "on-card-name", title: seatLabel(screen, ex.seat) }, t("market.on-card", { player: view.players[ex.seat].name })), " ", ic(ex.expert), goodOne(ex.pile))
      : h("span", { class: "on-card none" }, t("market.no-expert")),
    takes.map((m) => moveButton(m, [ic("take"), t("market.take")], "take")));
  return h("li", { class: ex ? "card assigned" : "card", "data-slot": slotIndex },
    head,
    h("ul", { class: "areas", "aria-label": t("market.areas", { card: slotIndex + 1 }) },
      PILES.map((pile) => areaCell(slotIndex, slot, pile, onArea.get(pile), screen.words.cards[slotIndex]))));
}

/** The revealed Goods; `moves` are the viewer's moves with their words (pieces.js
 * pairMoves; none for a watcher); `screen` (or a lesson's or a replay's step)
 * gives the seats and the words of the cards. */
export function marketSection(view, moves, screen) {
  const bySlot = new Map();
  const other = [];
  for (const m of moves) {
    if (Number.isInteger(m.slot) && view.table[m.slot]) {
      if (!bySlot.has(m.slot)) bySlot.set(m.slot, []);
      bySlot.get(m.slot).push(m);
    } else {
      other.push(m);
    }
  }
  return h("section", { class: "market", "aria-label": tn("market.label", view.deck_left) },
    h("ol", { class: "cards" }, view.table.map((slot, i) => cardEl(view, screen, i, slot, bySlot.get(i) || []))),
    other.length ? h("div", { class: "moves other-moves" }, other.map((m) => moveButton(m))) : null,
  );
}

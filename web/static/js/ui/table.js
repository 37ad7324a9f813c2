// The play screen: the revealed Goods with the viewer's legal moves on them,
// everyone's piles, the Experts, the round and first player, the log.
// Every legal move of the viewer, and nothing else, is a button[data-move];
// the moves and their words come from the session's screen (golden_sails.screens).

import { h, sym, sr } from "./dom.js";
import { PILES, pileSymbol, animalSymbol } from "./words.js";
import { goodOne } from "./vocab.js";
import {
  announceEl, topBar, referenceEl, discardsEl, logSection, playersSection, gameFooter,
  undoButton, moveButton, expertLabel, seatLabel, hintRow,
} from "./parts.js";

function areaSymbol(pile, card) {
  return pile === "animals" ? animalSymbol(card.animal) : pileSymbol(pile);
}

/**
 * The card's five Areas, one row each.  A move that makes the card count as
 * an Area sits on that Area's row: assigning an Expert (R3), or the first
 * player's last-card swap (R5).  Taking the card is one button below.
 */
function cardBody(slot, moves) {
  const card = slot.card;
  const chosenPile = slot.expert ? slot.expert.pile : null;
  const onRow = new Map();
  const takes = [];
  for (const m of moves) {
    if (m.kind === "assign" || m.kind === "swap") onRow.set(m.pile, m);
    else takes.push(m);
  }
  const rows = PILES.map((pile) => {
    const chosen = chosenPile === pile;
    const m = onRow.get(pile);
    let button = null;
    if (m && m.kind === "assign") {
      button = moveButton(m, [sym(pileSymbol(pile)), m.short], "assign");
    } else if (m) {
      button = moveButton(m, [h("span", { class: "mv-sub" }, "Swap to"), h("span", { class: "mv-main" }, sym(pileSymbol(pile)), m.short)], "swap");
    }
    return h("li", {
      class: chosen ? "area chosen" : chosenPile ? "area other" : "area",
      "data-area": pile,
    },
    sym(areaSymbol(pile, card)),
    h("span", { class: "area-text" }, `${goodOne(pile)}: ${card.areas[pile]}`,
      chosen ? h("span", { class: "tick" }, " ✔", sr(" (the card counts as this)")) : null),
    button);
  });
  const takeButtons = takes.map((m) =>
    moveButton(m, [sym(areaSymbol(m.pile, card)), m.short], "take"));
  return [
    h("ul", { class: "areas" }, rows),
    takeButtons.length ? h("div", { class: "take-row" }, takeButtons) : null,
  ];
}

/** The revealed Goods; `moves` are the screen's described moves (none for a watcher). */
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
  const cards = view.table.map((slot, i) => {
    if (!slot) {
      return h("li", { class: "card taken" }, h("p", { class: "card-head" }, `Card ${i + 1}: taken`));
    }
    const ex = slot.expert;
    return h("li", { class: ex ? "card assigned" : "card", "data-slot": i },
      h("p", { class: "card-head" },
        h("strong", null, `Card ${i + 1}`),
        ex
          ? h("span", { class: "on-card" }, ` · ${seatLabel(screen, ex.seat)}'s `, expertLabel(ex.expert), ` → ${goodOne(ex.pile)}`)
          : h("span", { class: "on-card none" }, " · no Expert yet")),
      cardBody(slot, bySlot.get(i) || []),
    );
  });
  return h("section", { class: "market", "aria-labelledby": "market-h" },
    h("h2", { id: "market-h" }, "Goods on the table", h("span", { class: "count" }, ` · deck: ${view.deck_left} left`)),
    h("ol", { class: "cards" }, cards),
    other.length ? h("div", { class: "moves other-moves" }, other.map((m) => moveButton(m))) : null,
  );
}

function hint(view, moves) {
  if (view.phase === "assign") return "Tap an Expert beside an Area: the card will count as that Good.";
  if (view.phase === "take") {
    if (moves.some((m) => m.kind === "swap")) {
      return "You take the last card. You may swap its Expert for another of yours to change its type: tap Swap beside an Area.";
    }
    return "Tap Take on a card: it goes to the pile its Expert names.";
  }
  return "";
}

export function renderPlay(screen, view, actions) {
  const undo = undoButton(screen, actions);
  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("p", { class: "hint" }, hint(view, screen.moves)),
      announceEl(view),
    ),
    marketSection(view, screen.moves, screen),
    undo ? h("div", { class: "undo-row" }, undo) : null,
    hintRow(actions),
    playersSection(view, screen),
    h("section", { class: "extras", "aria-label": "Experts and Animal reference" }, discardsEl(view), referenceEl(view)),
    logSection(view),
    gameFooter(actions),
  ];
}

// The play screen: the revealed Goods with the viewer's legal moves on them,
// everyone's piles, the Experts, the round and first player, the log.
// Every legal move of the viewer, and nothing else, is a button[data-move].

import { h, sym, sr } from "./dom.js";
import { PILES, GOODS, EXPERT_PILE, cap, expertLabel, areaText, areaSymbol, weaponText, task } from "./words.js";
import {
  announceEl, topBar, referenceEl, discardsEl, logSection, playersSection, gameFooter,
  undoButton,
} from "./parts.js";

/** A move's button: the move's JSON is the data-move value, exactly as listed. */
export function moveButton(move, content, label, extraClass) {
  return h("button", {
    type: "button",
    class: extraClass ? `move ${extraClass}` : "move",
    "data-move": JSON.stringify(move),
    "aria-label": label || null,
  }, content);
}

/** A short name of an Area, for a button: "Gem 7", "lotus", "Shuriken 2-2", "Spell". */
function areaShort(pile, card) {
  switch (pile) {
    case "gems": return `Gem ${card.gem}`;
    case "spices": return cap(card.spice);
    case "animals": return cap(card.animal);
    case "weapons": return weaponText(card.weapon);
    default: return "Spell";
  }
}

/**
 * The card's five Areas, one row each.  A move that makes the card count as
 * an Area sits on that Area's row: assigning an Expert (R3), or the first
 * player's last-card swap (R5).  Taking the card is one button below.
 */
function cardBody(slotIndex, slot, moves) {
  const card = slot.card;
  const chosenPile = slot.expert ? EXPERT_PILE[slot.expert.expert] : null;
  const onRow = new Map();
  const takes = [];
  for (const move of moves) {
    if (move.type === "assign") onRow.set(EXPERT_PILE[move.expert], move);
    else if (move.type === "take" && move.swap) onRow.set(EXPERT_PILE[move.swap], move);
    else takes.push(move);
  }
  const rows = PILES.map((pile) => {
    const chosen = chosenPile === pile;
    const move = onRow.get(pile);
    let button = null;
    if (move && move.type === "assign") {
      button = moveButton(move, [sym(GOODS[pile].symbol), cap(move.expert)],
        `Put your ${cap(move.expert)} on card ${slotIndex + 1}: ${areaText(pile, card)}`, "assign");
    } else if (move) {
      button = moveButton(move, [h("span", { class: "mv-sub" }, "Swap to"), h("span", { class: "mv-main" }, sym(GOODS[pile].symbol), cap(move.swap))],
        `Swap: play your ${cap(move.swap)} on card ${slotIndex + 1} instead and take it as ${areaText(pile, card)} (R5)`, "swap");
    }
    return h("li", {
      class: chosen ? "area chosen" : chosenPile ? "area other" : "area",
      "data-area": pile,
    },
    sym(areaSymbol(pile, card)),
    h("span", { class: "area-text" }, areaText(pile, card),
      chosen ? h("span", { class: "tick" }, " ✔", sr(" (the card counts as this)")) : null),
    button);
  });
  const takeButtons = takes.map((move) => {
    const what = chosenPile ? areaText(chosenPile, card) : "this card";
    return moveButton(move, [sym(chosenPile ? areaSymbol(chosenPile, card) : "✋"), `Take: ${chosenPile ? areaShort(chosenPile, card) : "this card"}`],
      `Take card ${slotIndex + 1}: ${what}`, "take");
  });
  return [
    h("ul", { class: "areas" }, rows),
    takeButtons.length ? h("div", { class: "take-row" }, takeButtons) : null,
  ];
}

export function marketSection(view) {
  const bySlot = new Map();
  const other = [];
  for (const move of view.legal_moves) {
    if ((move.type === "assign" || move.type === "take") && Number.isInteger(move.card) && view.table[move.card]) {
      if (!bySlot.has(move.card)) bySlot.set(move.card, []);
      bySlot.get(move.card).push(move);
    } else {
      other.push(move);
    }
  }
  const names = view.players.map((p) => p.name);
  const cards = view.table.map((slot, i) => {
    if (!slot) {
      return h("li", { class: "card taken" }, h("p", { class: "card-head" }, `Card ${i + 1}: taken`));
    }
    const ex = slot.expert;
    const pile = ex ? EXPERT_PILE[ex.expert] : null;
    const moves = bySlot.get(i) || [];
    return h("li", { class: ex ? "card assigned" : "card" },
      h("p", { class: "card-head" },
        h("strong", null, `Card ${i + 1}`),
        ex
          ? h("span", { class: "on-card" }, ` · ${names[ex.seat]}'s `, expertLabel(ex.expert), ` → ${GOODS[pile].one}`)
          : h("span", { class: "on-card none" }, " · no Expert yet")),
      cardBody(i, slot, moves),
    );
  });
  return h("section", { class: "market", "aria-labelledby": "market-h" },
    h("h2", { id: "market-h" }, `Goods on the table`, h("span", { class: "count" }, ` · deck: ${view.deck_left} left`)),
    h("ol", { class: "cards" }, cards),
    other.length ? h("div", { class: "moves other-moves" }, other.map((m) => moveButton(m, JSON.stringify(m)))) : null,
  );
}

function hint(view) {
  if (view.phase === "assign") return "Tap an Expert beside an Area: the card will count as that Good.";
  if (view.phase === "take") {
    const left = view.table.filter(Boolean).length;
    if (left === 1 && view.legal_moves.some((m) => m.swap)) {
      return "You take the last card. You may swap its Expert for another of yours to change its type (R5): tap Swap beside an Area.";
    }
    return "Tap Take on a card: it goes to the pile its Expert names.";
  }
  return "";
}

export function renderPlay(view, actions) {
  const me = view.players[view.viewer];
  const undo = undoButton(view, actions);
  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, `${me.name}, your turn: ${task(view)}`),
      h("p", { class: "hint" }, hint(view)),
      announceEl(view),
    ),
    marketSection(view),
    undo ? h("div", { class: "undo-row" }, undo) : null,
    playersSection(view),
    h("section", { class: "extras", "aria-label": "Experts and Animal reference" }, discardsEl(view), referenceEl(view)),
    logSection(view),
    gameFooter(actions),
  ];
}

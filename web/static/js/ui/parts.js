// Pieces shared by the game screens: the top bar, piles, Gems, the log...
// Everything is drawn from the one view on screen: a Gem's class is drawn
// only where the view gives it (R8-R10), and never kept anywhere else.

import { h, sym, sr } from "./dom.js";
import { PILES, pileSymbol, animalSymbol, plural } from "./words.js";
import { goodMany, expertName, expertPile, kindName, variantName } from "./vocab.js";

const EXPERT_ORDER = ["jeweler", "cook", "hunter", "sorcerer", "armourer"];

/**
 * One Gem card.  data-gem-owner always; data-gem-class only when the view
 * shows the class (the view gives {"gem": null} otherwise, and then nothing
 * about the class is anywhere in the element).
 */
export function gemEl(owner, cls) {
  if (cls === null || cls === undefined) {
    return h("li", { class: "chip gem hidden-gem", "data-gem-owner": owner },
      sym(pileSymbol("gems")), h("span", { "aria-hidden": "true" }, "?"), sr("Gem, class hidden"));
  }
  return h("li", { class: "chip gem", "data-gem-owner": owner, "data-gem-class": cls },
    sym(pileSymbol("gems")), `Gem ${cls}`);
}

function chip(symbol, text, extra) {
  return h("li", { class: extra ? `chip ${extra}` : "chip" }, sym(symbol), text);
}

function pileItems(pile, cards, owner) {
  switch (pile) {
    case "gems":
      return cards.map((c) => gemEl(owner, c.gem));
    case "spices":
      return cards.map((kind) => chip(pileSymbol("spices"), kindName("spices", kind)));
    case "animals":
      return cards.map((kind) => chip(animalSymbol(kind), kindName("animals", kind)));
    case "weapons":
      return cards.map((w) => chip(pileSymbol("weapons"), w.text));
    default:
      return cards.map((s) => chip(pileSymbol("spells"), s.text, "spell"));
  }
}

/** A player's five piles, each in the order taken (oldest first). */
export function pilesEl(player) {
  return h("div", { class: "piles" }, PILES.map((pile) => {
    const cards = player.piles[pile];
    return h("div", { class: `pile pile-${pile}`, "data-pile": pile },
      h("p", { class: "pile-name" }, sym(pileSymbol(pile)), `${goodMany(pile)} `, h("span", { class: "count" }, `(${cards.length})`)),
      cards.length
        ? h("ol", { class: "chips", "aria-label": `${goodMany(pile)} of ${player.name}, oldest first` }, pileItems(pile, cards, player.seat))
        : h("p", { class: "empty" }, "none yet"),
    );
  }));
}

/** "💎 Jeweler" */
export function expertLabel(expert) {
  return `${pileSymbol(expertPile(expert))} ${expertName(expert)}`;
}

export function expertsText(player) {
  if (player.experts === null || player.experts === undefined) {
    return `${plural(player.experts_count, "Expert", "Experts")}, hidden (secretive variant)`;
  }
  const parts = EXPERT_ORDER.filter((e) => player.experts[e]).map((e) => {
    const n = player.experts[e];
    return `${expertLabel(e)}${n > 1 ? ` ×${n}` : ""}`;
  });
  return parts.length ? parts.join(", ") : "none left";
}

/** The name a seat is shown by: "Ben (Hard)" for a computer player. */
export function seatLabel(screen, seat) {
  return screen.seats[seat].label;
}

export function playerPanel(view, player, screen) {
  const rel = screen.seats[player.seat].relation;
  const badges = [];
  if (rel) badges.push(h("span", { class: rel === "you" ? "badge you" : "badge" }, rel === "you" ? "You" : rel));
  if (player.seat === view.first_player) badges.push(h("span", { class: "badge first" }, sym("🚩"), "First player"));
  if (player.seat === view.to_act) badges.push(h("span", { class: "badge acting" }, sym("⏳"), "to act"));
  return h("section", { class: rel === "you" ? "player me" : "player", "aria-label": player.name },
    h("h3", null, h("span", { class: "pname" }, seatLabel(screen, player.seat)), " ", badges),
    h("p", { class: "experts" }, h("span", { class: "label" }, "Experts: "), expertsText(player)),
    pilesEl(player),
  );
}

export function playersSection(view, screen, title = "Piles") {
  return h("section", { class: "players", "aria-labelledby": "piles-h" },
    h("h2", { id: "piles-h" }, title),
    h("div", { class: "player-grid" }, screen.seat_order.map((s) => playerPanel(view, view.players[s], screen))),
  );
}

/** R8: the class of a Gem just taken, shown to all at that moment only. */
export function announceEl(view) {
  const a = view.announce;
  if (!a) return null;
  return h("p", { class: "announce", "data-gem-announce": "" },
    sym("📣"), `${a.name} took a Gem: `,
    h("span", { class: "chip gem", "data-gem-owner": a.seat, "data-gem-class": a.gem }, sym(pileSymbol("gems")), `class ${a.gem}`),
  );
}

export function topBar(view) {
  const first = view.players[view.first_player];
  return h("header", { class: "bar" },
    h("p", { class: "bar-round" }, h("strong", null, `Round ${view.round}`), ` of ${view.rounds}`),
    h("p", null, sym("🚩"), `First player: ${first ? first.name : "?"}`),
    h("p", null, `${variantName(view.variant)} · Animal reference ${view.animal_reference.code}`),
  );
}

export function referenceEl(view) {
  const ref = view.animal_reference;
  return h("details", { class: "reference" },
    h("summary", null, sym(pileSymbol("animals")), `Animal reference ${ref.code}: how Animals score`),
    h("p", null, ref.text),
    ref.reconstructed ? h("p", { class: "note" }, "This reference is the project's reconstruction: the rulebook does not print it.") : null,
  );
}

export function discardsEl(view) {
  const d = view.discards;
  let text;
  if (d.experts === null || d.experts === undefined) text = `${plural(d.count, "Expert", "Experts")}, face down (secretive variant)`;
  else if (!d.count) text = "empty";
  else text = EXPERT_ORDER.filter((e) => d.experts[e]).map((e) => `${expertLabel(e)} ×${d.experts[e]}`).join(", ");
  return h("p", { class: "discards" }, h("span", { class: "label" }, "Expert discard pile: "), text);
}

/** The game log as this view tells it, newest first. */
export function logSection(view, open = true) {
  const items = [];
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i];
    items.push(h("li", { class: `log-${e.kind}` }, e.text));
  }
  return h("section", { class: "log", "aria-labelledby": "log-h" },
    h("details", { open: open || null },
      h("summary", { id: "log-h" }, `Game log (${view.log.length})`),
      h("ol", { class: "log-list", reversed: true, tabindex: "0", "aria-label": "Game log, newest first" }, items),
    ),
  );
}

/** The bottom row: leave to the home screen, export the save. */
export function gameFooter(actions) {
  return h("footer", { class: "game-footer" },
    h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("🏠"), "Home"),
    h("button", { type: "button", class: "quiet", onclick: actions.exportGame }, sym("💾"), "Export save"),
  );
}

/** Undo, offered only while the session says it may (R20). */
export function undoButton(screen, actions, text = "Undo my last move") {
  return screen.undo > 0
    ? h("button", { type: "button", class: "undo", "data-undo": "", onclick: actions.undo }, sym("↩️"), text)
    : null;
}

/** The optional hint: the Hard level's choice, from this player's own view. */
export function hintRow(actions) {
  return h("div", { class: "hint-row" },
    h("button", { type: "button", class: "quiet", "data-hint": "", onclick: actions.hint }, sym("💡"), "Hint"),
    h("p", { class: "small hint-text", "data-hint-text": "", "aria-live": "polite" }));
}

/** A move's button: the move's JSON is the data-move value, exactly as listed. */
export function moveButton(described, content, extraClass) {
  return h("button", {
    type: "button",
    class: extraClass ? `move ${extraClass}` : "move",
    "data-move": JSON.stringify(described.move),
    "aria-label": described.label || null,
  }, content === undefined ? described.short || described.label : content);
}

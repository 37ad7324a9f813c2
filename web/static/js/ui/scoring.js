// The final choices (R11): the proposal for the deciding player, explained,
// which he may accept or change.  Every change is a legal move
// (button[data-move]); accepting is the confirm move, also button[data-confirm].
// Words and order come from the session's screen (screen.final).

import { h, sym } from "./dom.js";
import { pileSymbol } from "./words.js";
import { topBar, playersSection, logSection, gameFooter, referenceEl, undoButton, moveButton } from "./parts.js";

const ITEM_SYMBOL = { universal: pileSymbol("spells"), protect: "🛡️", side: pileSymbol("weapons") };

function marker(isProposed) {
  return isProposed ? h("span", { class: "badge proposed" }, sym("★"), "proposed") : h("span", { class: "badge changed" }, "your change");
}

/** The moves that change one item: a Universal Good's pile, a Protection's kind, the side. */
function itemMoves(item, moves) {
  return moves.filter((m) => m.kind === item.kind && (item.kind === "side" || m.spell === item.spell));
}

function itemBlock(item, moves) {
  const buttons = itemMoves(item, moves).map((m) =>
    moveButton(m, [sym(m.pile ? pileSymbol(m.pile) : ITEM_SYMBOL[item.kind]), m.short]));
  return h("div", { class: "choice" },
    h("h3", null, sym(ITEM_SYMBOL[item.kind]), item.title),
    item.about ? h("p", { class: "small" }, item.about) : null,
    h("p", { class: "now" }, `Now: ${item.now} `, marker(item.proposed)),
    h("div", { class: "moves", role: "group", "aria-label": `Change: ${item.title}` }, buttons),
  );
}

function orderList(final) {
  return h("ol", { class: "order" }, final.order.map((o) =>
    h("li", { class: o.state, "data-order-seat": o.seat },
      h("span", { class: "order-name" }, o.name),
      h("span", { class: "order-state" }, o.text))));
}

export function renderScoring(screen, view, actions) {
  const final = screen.final;
  const confirm = screen.moves.find((m) => m.kind === "confirm");
  const drawn = new Set(["confirm"]);
  for (const item of final.items) drawn.add(item.kind);
  // Any legal move not drawn above still gets its button (nothing legal is hidden).
  const rest = screen.moves.filter((m) => !drawn.has(m.kind)).map((m) => moveButton(m));
  const blocks = final.items.map((item) => itemBlock(item, screen.moves));
  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("p", { class: "hint" }, final.hint),
      orderList(final),
    ),
    h("section", { class: "proposal", "aria-labelledby": "proposal-h" },
      h("h2", { id: "proposal-h" }, sym("★"), "The proposal"),
      h("p", null, final.proposal.text),
      final.proposal.why.length ? h("ul", { class: "why" }, final.proposal.why.map((w) => h("li", null, w))) : null,
      h("p", { class: "expected" }, `Your total as it stands: ${final.proposal.expected_total} VP.`),
    ),
    h("section", { class: "choices", "aria-labelledby": "choices-h" },
      h("h2", { id: "choices-h" }, "Your choices"),
      blocks,
      rest.length ? h("div", { class: "moves" }, rest) : null,
      h("div", { class: "confirm-row" },
        confirm ? h("button", {
          type: "button", class: "move primary confirm", "data-move": JSON.stringify(confirm.move), "data-confirm": "",
        }, sym("✔"), confirm.label) : null,
        undoButton(screen, actions)),
    ),
    playersSection(view, screen, "Piles (the Gems are revealed)"),
    h("section", { class: "extras" }, referenceEl(view)),
    logSection(view, false),
    gameFooter(actions),
  ];
}

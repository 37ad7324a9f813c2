// The scoring screen: the final choices (R11) proposed to the deciding player, explained.
//
// He may accept or change them.  Every change is a legal move
// (button[data-move]), with data-vp: his total with it, which the button also
// shows with its difference from the proposal's; accepting is the confirm
// move, also button[data-confirm].
// Words and order come from the session's screen (screen.final).

import { h, sr, sym } from "../parts/dom.js";
import { playersSection, undoButton, moveButton, pairMoves } from "../parts/pieces.js";
import { topBar, logSection, gameFooter } from "../parts/frame.js";
import { t } from "../words/ui.js";

const ITEM_SYMBOL = { universal: "spells", protect: "protection", side: "weapons" };

function marker(isProposed) {
  return isProposed ? h("span", { class: "badge proposed" }, sym("star"), t("scoring.proposed")) : h("span", { class: "badge changed" }, t("scoring.your-change"));
}

/** The moves that change one item: a Universal Good's pile, a Protection's kind, the side. */
function itemMoves(item, moves) {
  return moves.filter((m) => m.kind === item.kind && (item.kind === "side" || m.spell === item.spell));
}

/** One choice's button: where it sends the card, then what the player's total
 *  would be with it and its difference from the proposal's (the words and the
 *  figures are the rules core's: screen.moves[].worth, .vp), the proposal's own
 *  option starred. */
function choiceButton(item, m) {
  // Named by what it shows (in its group, "Change: Universal Good 1"), so a
  // voice user says what he sees; the star is said as "proposed".
  const button = moveButton({ ...m, label: null }, [
    h("span", { class: "choice-name" }, sym(m.pile || m.weapon || ITEM_SYMBOL[item.kind]), m.short),
    m.proposed ? sr(t("scoring.proposed")) : null,
    h("span", { class: "worth" }, m.proposed ? sym("star") : null, m.worth),
  ], m.proposed ? "worthy proposed" : "worthy");
  button.dataset.vp = String(m.vp);
  return button;
}

function itemBlock(item, moves) {
  const buttons = itemMoves(item, moves).map((m) => choiceButton(item, m));
  return h("div", { class: "choice" },
    h("h3", null, sym(ITEM_SYMBOL[item.kind]), item.title),
    item.about ? h("p", { class: "small" }, item.about) : null,
    h("p", { class: "now" }, `${t("scoring.now", { choice: item.now })} `, marker(item.proposed)),
    h("div", { class: "moves", role: "group", "aria-label": t("scoring.change", { item: item.title }) }, buttons),
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
  const moves = pairMoves(view, screen.moves);
  const confirm = moves.find((m) => m.kind === "confirm");
  const drawn = new Set(["confirm"]);
  for (const item of final.items) drawn.add(item.kind);
  // Any legal move not drawn above still gets its button (nothing legal is hidden).
  const rest = moves.filter((m) => !drawn.has(m.kind)).map((m) => {
    const button = moveButton(m);
    button.dataset.vp = String(m.vp);
    return button;
  });
  const blocks = final.items.map((item) => itemBlock(item, moves));
  // The decision first: the proposal in a line and Accept within the first
  // screen, then each choice to change it, then the reasons and the order.
  return [
    topBar(view, null, null, null, screen.words),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("p", { class: "hint" }, final.hint),
    ),
    h("section", { class: "proposal", "aria-labelledby": "proposal-h" },
      h("h2", { id: "proposal-h" }, sym("star"), t("scoring.proposal")),
      h("p", null, final.proposal.text),
      h("p", { class: "expected", "data-sure-total": final.proposal.sure_total }, t("scoring.with-it", { total: final.proposal.total })),
      final.proposal.risks.length
        ? h("ul", { class: "risks" }, final.proposal.risks.map((r) => h("li", null, r)))
        : null,
      final.proposal.accepted ? null
        : h("p", { class: "expected mine-choices", "data-mine-total": final.mine.sure_total }, t("scoring.with-yours", { total: final.mine.total })),
      final.proposal.accepted || !final.mine.risks.length ? null
        : h("ul", { class: "risks mine-choices" }, final.mine.risks.map((r) => h("li", null, r))),
      h("div", { class: "confirm-row" },
        confirm ? h("button", {
          type: "button", class: "move primary confirm", "data-move": JSON.stringify(confirm.move), "data-confirm": "",
          "data-vp": confirm.vp,
        }, sym("check"), confirm.label) : null,
        undoButton(screen, actions)),
      final.proposal.why.length
        ? h("details", { class: "why-box" }, h("summary", null, t("scoring.why")),
          h("ul", { class: "why" }, final.proposal.why.map((w) => h("li", null, w))))
        : null,
    ),
    h("section", { class: "choices", "aria-labelledby": "choices-h" },
      h("h2", { id: "choices-h" }, t("scoring.your-choices")),
      h("p", { class: "hint worth-hint" }, final.worth),
      blocks,
      rest.length ? h("div", { class: "moves" }, rest) : null,
    ),
    h("section", { class: "order-box", "aria-labelledby": "order-h" },
      h("h2", { id: "order-h" }, t("scoring.order")),
      orderList(final)),
    playersSection(view, screen, t("common.piles-revealed")),
    logSection(view, screen.words, false),
    gameFooter(actions),
  ];
}

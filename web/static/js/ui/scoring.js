// The final choices (R11): the optimiser's proposal for the deciding player,
// explained, which he may accept or change.  Every change is a legal move
// (button[data-move]); accepting is the confirm move, also button[data-confirm].

import { h, sym } from "./dom.js";
import { GOODS, cap, universalText, listWords, ordinal } from "./words.js";
import { topBar, playersSection, logSection, gameFooter, referenceEl, undoButton } from "./parts.js";
import { moveButton } from "./table.js";

const PILE_WORDS = {
  spells: "stay a Spell",
  gems: "Gems pile",
  spices: "Spices pile",
  animals: "Animals pile",
  weapons: "Weapons pile",
};

function destination(pile) {
  return pile === "spells" ? "stays in the Spell pile" : `goes to the ${GOODS[pile].many} pile`;
}

/** What a player decided, in words. */
export function choicesText(choices) {
  const parts = [];
  choices.universal.forEach((p, k) => parts.push(`Universal Good ${k + 1} ${destination(p)}`));
  choices.protection.forEach((kind, k) => parts.push(`Protection ${k + 1} from ${cap(kind)}s`));
  if (choices.side) parts.push(`Weapons use the ${choices.side} side`);
  return parts.length ? parts.join("; ") : "nothing to choose";
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function marker(isProposed) {
  return isProposed ? h("span", { class: "badge proposed" }, sym("★"), "proposed") : h("span", { class: "badge changed" }, "your change");
}

function universalBlocks(view, me, pending, proposal, movesOf) {
  const cards = me.piles.spells.filter((s) => s.power === "universal");
  return pending.universal.map((current, k) => {
    const card = cards[k] && cards[k].card;
    const buttons = movesOf((m) => m.type === "universal" && m.spell === k).map((m) =>
      moveButton(m, [sym(GOODS[m.pile].symbol), m.pile === "spells" ? "Leave it a Spell" : `To ${GOODS[m.pile].many}`],
        `Universal Good ${k + 1}: ${m.pile === "spells" ? "leave it in the Spell pile" : `move it to the ${GOODS[m.pile].many} pile`}`),
    );
    return h("div", { class: "choice" },
      h("h3", null, sym("✨"), `Universal Good ${k + 1}`),
      card ? h("p", { class: "small" }, universalText(card)) : null,
      h("p", { class: "now" }, sym(GOODS[current].symbol), `Now: it ${destination(current)} `, marker(proposal.universal[k] === current)),
      h("div", { class: "moves", role: "group", "aria-label": `Other places for Universal Good ${k + 1}` }, buttons),
    );
  });
}

function protectionBlocks(pending, proposal, movesOf) {
  return pending.protection.map((current, k) => {
    const buttons = movesOf((m) => m.type === "protect" && m.spell === k).map((m) =>
      moveButton(m, [sym("🛡️"), `From ${cap(m.kind)}s`], `Protection ${k + 1}: protect from ${cap(m.kind)}s`),
    );
    return h("div", { class: "choice" },
      h("h3", null, sym("🛡️"), `Protection Spell ${k + 1}`),
      h("p", { class: "now" }, `Now: protects from ${cap(current)}s `, marker(proposal.protection[k] === current)),
      h("div", { class: "moves", role: "group", "aria-label": `Other kinds for Protection ${k + 1}` }, buttons),
    );
  });
}

function sideBlock(pending, proposal, movesOf) {
  if (!pending.side) return null;
  const buttons = movesOf((m) => m.type === "side").map((m) =>
    moveButton(m, [sym("⚔️"), `Use the ${m.side} side`], `Weapons: use the ${m.side} side against your opponent`),
  );
  return h("div", { class: "choice" },
    h("h3", null, sym("⚔️"), "Weapon side (2 players, R17)"),
    h("p", { class: "now" }, `Now: your Weapons use their ${pending.side} values `, marker(proposal.side === pending.side)),
    h("div", { class: "moves", role: "group", "aria-label": "Weapon side" }, buttons),
  );
}

export function renderScoring(view, actions) {
  const sc = view.scoring;
  const me = view.players[view.viewer];
  const names = view.players.map((p) => p.name);
  const pending = sc.pending;
  const proposal = sc.proposal;
  const used = new Set();
  const movesOf = (pred) => view.legal_moves.filter((m, i) => {
    if (used.has(i) || !pred(m)) return false;
    used.add(i);
    return true;
  });
  const position = sc.order.indexOf(view.viewer) + 1;
  const order = h("ol", { class: "order" }, sc.order.map((s) => {
    const done = sc.decided[s];
    return h("li", { class: s === view.viewer ? "deciding" : done ? "done" : "" },
      names[s], done ? " ✔ decided" : s === view.viewer ? " ← deciding now" : " (to come)");
  }));
  const decidedList = sc.order.filter((s) => sc.decided[s]).map((s) =>
    h("li", null, h("strong", null, `${names[s]}: `), choicesText(sc.decided[s])));

  const blocks = [
    ...universalBlocks(view, me, pending, proposal.choices, movesOf),
    ...protectionBlocks(pending, proposal.choices, movesOf),
    sideBlock(pending, proposal.choices, movesOf),
  ].filter(Boolean);
  const confirmIndex = view.legal_moves.findIndex((m) => m.type === "confirm");
  let confirm = null;
  if (confirmIndex >= 0) {
    used.add(confirmIndex);
    const asProposed = same(pending, proposal.choices);
    confirm = h("button", {
      type: "button",
      class: "move primary confirm",
      "data-move": JSON.stringify(view.legal_moves[confirmIndex]),
      "data-confirm": "",
    }, sym("✔"), asProposed ? "Accept the proposal" : "Accept my choices");
  }
  // Any legal move not drawn above still gets its button (nothing legal is hidden).
  const rest = view.legal_moves.filter((_, i) => !used.has(i)).map((m) => moveButton(m, JSON.stringify(m)));
  const undo = undoButton(view, actions);

  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, `${me.name}: final choices`),
      h("p", { class: "hint" }, `Players decide one by one from the first player of round 12, clockwise (R11). You decide ${ordinal(position)} of ${sc.order.length}.`),
      order,
    ),
    h("section", { class: "proposal", "aria-labelledby": "proposal-h" },
      h("h2", { id: "proposal-h" }, sym("★"), "The proposal"),
      h("p", null, `Best for you, given the choices made before yours (players still to decide counted with their Universal Goods unmoved): ${choicesText(proposal.choices)}.`),
      proposal.why.length ? h("ul", { class: "why" }, proposal.why.map((w) => h("li", null, w))) : null,
      h("p", { class: "expected" }, `Your total as it stands: ${proposal.expected_total} VP.`),
    ),
    h("section", { class: "choices", "aria-labelledby": "choices-h" },
      h("h2", { id: "choices-h" }, "Your choices"),
      blocks.length ? blocks : h("p", null, "You have nothing to choose: no Universal Good, no Protection Spell. Any Gem shift is applied at its best."),
      rest.length ? h("div", { class: "moves" }, rest) : null,
      h("div", { class: "confirm-row" }, confirm, undo),
    ),
    decidedList.length ? h("section", { class: "decided", "aria-labelledby": "decided-h" },
      h("h2", { id: "decided-h" }, "Already decided"), h("ul", null, decidedList)) : null,
    playersSection(view, "Piles (the Gems are revealed)"),
    h("section", { class: "extras" }, referenceEl(view)),
    logSection(view, false),
    gameFooter(actions),
  ];
}

export { listWords };

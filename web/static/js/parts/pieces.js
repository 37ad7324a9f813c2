// Pieces shared by the game screens: the piles, the players' rows, Gems, Undo, Hint, moves.
//
// The top bar, the log and the foot's row are the frame's (parts/frame.js).
//
// Everything is drawn from the one view on screen and the session's screen: a
// Gem's class is drawn only where the view gives it (R8-R10), and never kept
// anywhere else.

import { h, shownWords, sr } from "./dom.js";
import { icon } from "./icons.js";
import { PILES } from "../words/words.js";
import { t, tn } from "../words/ui.js";
import { goodMany, goodOne, expertName, kindName } from "../words/vocab.js";
import { openSheet } from "./sheet.js";
import { peerOf } from "./presence.js";
import { fit } from "../words/fit.js";
import { EXPERTS as EXPERT_ORDER } from "../engine/core.js";

// A seat's relation to the viewer is a value the session gives (app/screens.py's
// relation(), compared here as a value); its words are the page's.
const RELATION_WORDS = {
  "opponent": "relation.opponent",
  "left neighbour": "relation.left",
  "right neighbour": "relation.right",
  "across the table": "relation.across",
};

/** An icon from the app's own set (icons.js), beside words that say it. */
export function ic(name, className) {
  return icon(name, className ? { className } : {});
}

/**
 * One Gem card.  data-gem-owner always; data-gem-class only when the view
 * shows the class (the view gives {"gem": null} otherwise, and then nothing
 * about the class is anywhere in the element).
 */
export function gemEl(owner, cls) {
  if (cls === null || cls === undefined) {
    return h("li", { class: "chip gem hidden-gem", "data-gem-owner": owner },
      ic("gem-hidden"), h("span", { "aria-hidden": "true" }, "?"), sr(t("pieces.gem-hidden")));
  }
  return h("li", { class: "chip gem", "data-gem-owner": owner, "data-gem-class": cls },
    ic("gems"), String(cls), sr(` ${t("pieces.gem-class-said", { gem: cls })}`));
}

function chip(iconName, text, extra, title) {
  return h("li", { class: extra ? `chip ${extra}` : "chip", title: title || null }, ic(iconName), fit(text));
}

/** The symbol of an Area (a card's, a log item's: the same keys): its kind where
 * the Good has kinds, else the pile's. */
export function areaIcon(pile, area) {
  if (pile === "spices") return area.spice;
  if (pile === "animals") return area.animal;
  if (pile === "weapons") return area.weapon.kind;
  return pile;
}

/** A pile's chips; `words`: the player's piles in words (screen.words.piles[seat]),
 * by index, for the Weapons and the Spells, which have no name of their kind alone. */
function pileItems(pile, cards, owner, words) {
  switch (pile) {
    case "gems":
      return cards.map((c) => gemEl(owner, c.gem));
    case "spices":
      return cards.map((kind) => chip(kind, kindName("spices", kind)));
    case "animals":
      return cards.map((kind) => chip(kind, kindName("animals", kind)));
    case "weapons":
      return cards.map((w, i) => chip(w.kind, words.weapons[i]));
    default:
      return cards.map((s, i) => chip("spells", words.spells[i].text, "spell"));
  }
}

/** A player's five piles in full, each in the order taken (oldest first); `words`
 * as for pileItems. */
export function pilesEl(player, words) {
  return h("div", { class: "piles" }, PILES.map((pile) => {
    const cards = player.piles[pile];
    return h("div", { class: `pile pile-${pile}`, "data-pile": pile },
      h("p", { class: "pile-name" }, ic(pile), `${goodMany(pile)} `, h("span", { class: "count" }, `(${cards.length})`)),
      cards.length
        ? h("ol", { class: "chips", "aria-label": t("pieces.pile-of", { goods: goodMany(pile), player: player.name }) }, pileItems(pile, cards, player.seat, words))
        : h("p", { class: "empty" }, t("pieces.none-yet")),
    );
  }));
}

/** The Experts a player holds, as icons with counts (or how many, hidden). */
export function expertsEl(player, compact = false) {
  if (player.experts === null || player.experts === undefined) {
    const words = tn("pieces.experts-hidden", player.experts_count);
    // On another player's short line (secretive variant, R9): a face-down token
    // and how many, the words for screen readers and a long press.
    if (compact) {
      return h("span", { class: "experts-line", title: words },
        h("span", { class: "expert-token hidden-token", "aria-hidden": "true" }, "?"),
        h("span", { "aria-hidden": "true" }, `×${player.experts_count}`), sr(words));
    }
    return h("span", { class: "experts-line" }, words);
  }
  const held = EXPERT_ORDER.filter((e) => player.experts[e]);
  if (!held.length) return h("span", { class: "experts-line" }, t("pieces.no-experts-left"));
  return h("span", { class: "experts-line", "aria-label": t("pieces.experts-held", { experts: held.map((e) => expertName(e)).join(", ") }) },
    held.map((e) => h("span", { class: "expert-token", title: expertName(e) },
      ic(e), player.experts[e] > 1 ? `×${player.experts[e]}` : null)));
}

/** The name a seat is shown by: "Ben (Hard)" for a computer player. */
export function seatLabel(screen, seat) {
  return screen.seats[seat].label;
}

/** "31 VP" now, as the viewer may count it: the same figure on every screen
 * for the same viewer (the rules core's, app/explain.py scores_now); where Gems
 * he cannot see are left out, the button says so in words ("+ 1 hidden Gem"). */
export function scoreNow(screen, seat, withHidden = true) {
  const score = screen.scores && screen.scores[seat];
  if (!score) return null;
  const hidden = withHidden && score.hidden_gems
    ? h("span", { class: "hidden-count", "aria-hidden": "true" }, tn("pieces.plus-hidden", score.hidden_gems, { gem: "" }))
    : null;
  // A tap explains the number: that player's score sheet now (parts/sheet-now.js).
  return h("button", {
    type: "button", class: hidden ? "score-now with-hidden" : "score-now", "data-score-now": score.total, "data-vp-seat": seat,
    title: t("pieces.score-now-title"),
    "aria-label": score.hidden_gems
      ? tn("pieces.score-now-hidden", score.hidden_gems, { player: screen.seats[seat].label, vp: score.total })
      : t("pieces.score-now", { player: screen.seats[seat].label, vp: score.total }),
  }, h("span", { class: "vp" }, t("common.vp", { vp: score.total })), hidden);
}

/** Under another player's VP: the Gems it leaves out, in words (issue 32). */
function hiddenNote(screen, seat) {
  const score = screen.scores && screen.scores[seat];
  if (!score || !score.hidden_gems) return null;
  return h("span", { class: "row-hidden", "aria-hidden": "true" }, ic("gem-hidden"), tn("pieces.plus-hidden", score.hidden_gems));
}

/** Pile counts as icons and numbers: the one-line summary of a player's piles. */
function pileCounts(player) {
  return h("span", { class: "pile-counts" }, PILES.map((pile) =>
    h("span", { class: "pile-count", "data-pile": pile, title: goodMany(pile) },
      ic(pile), String(player.piles[pile].length), sr(` ${goodMany(pile)}`))));
}

function badges(view, screen, seat) {
  const out = [];
  if (seat === view.first_player) out.push(h("span", { class: "badge first", title: t("pieces.first-player") }, ic("first-player"), sr(t("pieces.first-player-said"))));
  if (seat === view.to_act) out.push(h("span", { class: "badge acting", title: t("pieces.to-act") }, ic("to-act"), sr(t("pieces.to-act-said"))));
  const rel = screen.seats[seat].relation;
  if (rel && rel !== "you") out.push(h("span", { class: "relation" }, t(RELATION_WORDS[rel])));
  if (peerOf(seat)) out.push(peerBadge(peerOf(seat)));
  return out;
}

/**
 * A guest seat's phone on the host's phone (a table of phones): a phone drawn
 * when its link is open, and "Away" beside it when not (parts/presence.js;
 * game-phones.js redraws this badge alone when a link opens or drops).
 */
export function peerBadge(peer) {
  const away = peer === "away";
  return h("span", { class: `badge peer ${peer}`, "data-peer-badge": "", title: t(away ? "pieces.phone-away" : "pieces.on-phone") },
    ic("phone"), away ? h("span", { "aria-hidden": "true" }, t("pair.state-away")) : null,
    sr(t(away ? "pieces.phone-away-said" : "pieces.on-phone-said")));
}

/** A row's marks of a guest seat (the test contract's data-peer-seat, data-peer-state). */
const peerMarks = (seat) => (peerOf(seat) ? { "data-peer-seat": seat, "data-peer-state": peerOf(seat) } : {});

/** Spells, compact: one line of their names (the short form, the name's first
 * words), which wraps like text rather than as a chip a name, so that long Spell
 * names take two lines between them, not one each; the full words in each name's
 * title and for screen readers.  A Universal Good sent to another pile at final
 * scoring says where it goes. */
function spellLine(spells, words) {
  if (!spells.length) return [];
  const names = spells.map((s, i) => [
    i ? h("span", { class: "sep", "aria-hidden": "true" }, " · ") : null,
    h("span", { class: "spell-name", title: words[i].text, "data-moved": s.moved || null },
      h("span", { "aria-hidden": "true" }, fit(s.moved ? `${words[i].short} → ${goodMany(s.moved)}` : words[i].short)), sr(words[i].text))]);
  return [h("li", { class: "spell-line" }, ic("spells"), names)];
}

/** The viewer's own piles, compact: counts, Gem classes, Spice and Animal kinds, Weapons, Spells. */
export function mySummary(view, screen) {
  const me = view.players[view.viewer];
  const p = me.piles;
  const words = screen.words.piles[me.seat];
  // One flowing list: a pile's chips follow the last's, so short piles share a line.
  const chips = [
    ...p.gems.map((g) => gemEl(me.seat, g.gem)),
    ...pileItems("spices", p.spices, me.seat, words),
    ...pileItems("animals", p.animals, me.seat, words),
    ...pileItems("weapons", p.weapons, me.seat, words),
    ...spellLine(p.spells, words.spells),
  ];
  // "You", your Experts and your Goods in one flowing list, your VP at its end
  // (issue 37: no line of its own; the Goods themselves say how many of each).
  return h("section", { class: "mine", "aria-label": t("pieces.your-piles"), "data-seat": me.seat },
    h("ol", { class: "chips mine-piles", "aria-label": t("pieces.your-chips") },
      h("li", { class: "mine-who" }, h("strong", null, t("pieces.you")), badges(view, screen, me.seat)),
      // The Experts' symbols alone: each says its name to a screen reader.
      h("li", { class: "mine-experts" }, expertsEl(me)),
      chips.length ? chips : h("li", { class: "empty small" }, t("pieces.no-goods"))),
    scoreNow(screen, me.seat),
  );
}

/** A player's piles in full, as a sheet that follows the game (parts/sheet.js). */
export function openPiles(view, screen, seat) {
  const draw = (answer) => {
    const v = answer ? answer.view : view;
    const sc = answer ? answer.screen : screen;
    const player = v.players[seat];
    return {
      title: t("pieces.piles-of", { player: seatLabel(sc, seat) }),
      nodes: [
        h("p", { class: "experts" }, h("span", { class: "label" }, t("pieces.experts-label")), expertsEl(player)),
        pilesEl(player, sc.words.piles[seat]),
      ],
    };
  };
  openSheet("piles", draw);
}

/** One other player, compact (issue 37): his name, where he sits, his VP; his
 * Experts and his piles as counts.  A tap opens all his piles, Weapons and
 * Spells named (a sheet that follows the game). */
export function playerRow(view, screen, seat) {
  const player = view.players[seat];
  const button = h("button", { type: "button", class: "player-open quiet", onclick: () => openPiles(view, screen, seat) },
    // Spaces between the pieces keep their words apart in what the button says.
    h("span", { class: "pname", title: seatLabel(screen, seat) }, seatLabel(screen, seat)), " ", badges(view, screen, seat));
  // Its name starts with what it shows (label in name), then says what a tap opens.
  button.setAttribute("aria-label", t("pieces.all-piles", { player: shownWords(button) }));
  return h("li", { class: "player-row", "data-seat": seat, ...peerMarks(seat) },
    button,
    scoreNow(screen, seat, false), // a button of its own, never inside the row's
    h("span", { class: "row-detail" }, expertsEl(player, true), " ", pileCounts(player), hiddenNote(screen, seat)));
}

/** Every player but the viewer, one row each, in seat order from the viewer. */
export function othersSection(view, screen) {
  const others = screen.seat_order.filter((s) => s !== view.viewer);
  return h("section", { class: "others", "aria-label": t("pieces.others") },
    h("ol", { class: "player-rows" }, others.map((s) => playerRow(view, screen, s))));
}

/** Everyone's piles in full (the table's view, and final scoring). */
export function playersSection(view, screen, title = t("pieces.piles")) {
  return h("section", { class: "players", "aria-labelledby": "piles-h" },
    h("h2", { id: "piles-h" }, title),
    h("div", { class: "player-grid" }, screen.seat_order.map((s) => {
      const player = view.players[s];
      return h("section", { class: screen.seats[s].relation === "you" ? "player me" : "player", "aria-label": player.name, ...peerMarks(s) },
        h("h3", null, h("span", { class: "pname" }, seatLabel(screen, s)), " ", badges(view, screen, s), scoreNow(screen, s)),
        h("p", { class: "experts" }, h("span", { class: "label" }, t("pieces.experts-label")), expertsEl(player)),
        pilesEl(player, screen.words.piles[s]));
    })),
  );
}

/** The Expert discard pile: face up, or how many, face down (secretive variant). */
export function discardsEl(view) {
  const d = view.discards;
  let content;
  if (d.experts === null || d.experts === undefined) content = tn("pieces.experts-face-down", d.count);
  else if (!d.count) content = t("pieces.discards-empty");
  else content = EXPERT_ORDER.filter((e) => d.experts[e]).map((e) =>
    h("span", { class: "expert-token", title: expertName(e) }, ic(e), `×${d.experts[e]}`, sr(` ${expertName(e)}`)));
  return h("p", { class: "discards" }, h("span", { class: "label" }, t("pieces.discards-label")), content);
}

/** R8: the class of a Gem just taken, shown to all at that moment only. */
export function announceEl(view) {
  const a = view.announce;
  if (!a) return null;
  return h("p", { class: "announce", "data-gem-announce": "" },
    ic("announce"), t("pieces.took-gem", { player: view.players[a.seat].name }),
    h("span", { class: "chip gem", "data-gem-owner": a.seat, "data-gem-class": a.gem }, ic("gems"), t("pieces.gem-class", { gem: a.gem })),
  );
}

/** Undo, offered only while the session says it may (R20). */
export function undoButton(screen, actions, text = t("pieces.undo")) {
  return screen.undo > 0
    ? h("button", { type: "button", class: "undo", "data-undo": "", onclick: actions.undo }, ic("undo"), text)
    : null;
}

/**
 * The optional hint (none where the settings turned hints off: `actions.hint`
 * null): the Hard level's choice and why, from this player's own view, and how
 * many hints he has asked in this game (screen.hints, kept in its record).
 */
export function hintRow(actions, screen) {
  if (!actions.hint) return null;
  return h("div", { class: "hint-row" }, hintButton(actions), hintsUsed(screen), hintText());
}

/** The Hint's button alone (the play screen puts its words elsewhere); none where
 * the settings turned hints off. */
export function hintButton(actions) {
  if (!actions.hint) return null;
  // On a phone its symbol alone (the word for screen readers): the turn's heading
  // beside it keeps to one line (issue 37).
  return h("button", { type: "button", class: "quiet hint-button", "data-hint": "", onclick: actions.hint, title: t("pieces.hint") },
    ic("hint"), h("span", { class: "hint-label" }, t("pieces.hint")));
}

/** How many hints the player has asked in this game (screen.hints, kept in its record). */
export function hintsUsed(screen) {
  const used = (screen && screen.hints) || 0;
  return h("p", { class: "small hints-used", "data-hints-used": "" }, used ? tn("pieces.hints-used", used) : "");
}

/** Where the hint's words appear once asked. */
export function hintText() {
  return h("p", { class: "small hint-text", "data-hint-text": "", "aria-live": "polite" });
}

/**
 * The viewer's moves with their words: the screen's (or a lesson's) words of
 * each move beside its JSON in the view's legal_moves, at the same index
 * (docs/protocol.md: the moves go once, their words apart).
 */
export function pairMoves(view, moves) {
  return moves.map((words, i) => ({ ...words, move: view.legal_moves[i] }));
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

export { goodOne, goodMany };

// Pieces shared by the game screens: the top bar, the piles, the players' rows, Gems, the log.
//
// Everything is drawn from the one view on screen and the session's screen: a
// Gem's class is drawn only where the view gives it (R8-R10), and never kept
// anywhere else.

import { h, shownWords, sr } from "./dom.js";
import { icon } from "./icons.js";
import { PILES } from "../words/words.js";
import { t, tn } from "../words/ui.js";
import { goodMany, goodOne, expertName, kindName, variantName } from "../words/vocab.js";
import { openSheet } from "./sheet.js";
import { EMBED } from "../engine/start.js";

const EXPERT_ORDER = ["jeweler", "cook", "hunter", "sorcerer", "armourer"];
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
  return h("li", { class: extra ? `chip ${extra}` : "chip", title: title || null }, ic(iconName), text);
}

function pileItems(pile, cards, owner) {
  switch (pile) {
    case "gems":
      return cards.map((c) => gemEl(owner, c.gem));
    case "spices":
      return cards.map((kind) => chip(kind, kindName("spices", kind)));
    case "animals":
      return cards.map((kind) => chip(kind, kindName("animals", kind)));
    case "weapons":
      return cards.map((w) => chip(w.kind, w.text));
    default:
      return cards.map((s) => chip("spells", s.text, "spell"));
  }
}

/** A player's five piles in full, each in the order taken (oldest first). */
export function pilesEl(player) {
  return h("div", { class: "piles" }, PILES.map((pile) => {
    const cards = player.piles[pile];
    return h("div", { class: `pile pile-${pile}`, "data-pile": pile },
      h("p", { class: "pile-name" }, ic(pile), `${goodMany(pile)} `, h("span", { class: "count" }, `(${cards.length})`)),
      cards.length
        ? h("ol", { class: "chips", "aria-label": t("pieces.pile-of", { goods: goodMany(pile), player: player.name }) }, pileItems(pile, cards, player.seat))
        : h("p", { class: "empty" }, t("pieces.none-yet")),
    );
  }));
}

/** The Experts a player holds, as icons with counts (or how many, hidden). */
export function expertsEl(player) {
  if (player.experts === null || player.experts === undefined) {
    return h("span", { class: "experts-line" }, tn("pieces.experts-hidden", player.experts_count));
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

/** "31 VP" now, as the viewer may count it; a face-down Gem symbol and count
 * where Gems he cannot see are left out. */
function scoreNow(screen, seat) {
  const score = screen.scores && screen.scores[seat];
  if (!score) return null;
  const hidden = score.hidden_gems
    ? h("span", { class: "hidden-count", title: tn("pieces.gems-unseen", score.hidden_gems) },
      " +", ic("gem-hidden"), String(score.hidden_gems), sr(` ${tn("pieces.hidden-not-counted", score.hidden_gems)}`))
    : null;
  // A tap explains the number: that player's score sheet now (parts/sheet-now.js).
  return h("button", {
    type: "button", class: "score-now", "data-score-now": score.total, "data-vp-seat": seat,
    title: t("pieces.score-now-title"),
    "aria-label": score.hidden_gems
      ? tn("pieces.score-now-hidden", score.hidden_gems, { player: screen.seats[seat].label, vp: score.total })
      : t("pieces.score-now", { player: screen.seats[seat].label, vp: score.total }),
  }, t("common.vp", { vp: score.total }), hidden);
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
  return out;
}

/** Spells, compact: one line of their names (the short form, the name's first
 * words), which wraps like text rather than as a chip a name, so that long Spell
 * names take two lines between them, not one each; the full words in each name's
 * title and for screen readers.  A Universal Good sent to another pile at final
 * scoring says where it goes. */
function spellLine(spells) {
  if (!spells.length) return [];
  const names = spells.map((s, i) => [
    i ? h("span", { class: "sep", "aria-hidden": "true" }, " · ") : null,
    h("span", { class: "spell-name", title: s.text, "data-moved": s.moved || null },
      h("span", { "aria-hidden": "true" }, s.moved ? `${s.short} → ${goodMany(s.moved)}` : s.short), sr(s.text))]);
  return [h("li", { class: "spell-line" }, ic("spells"), names)];
}

/** The viewer's own piles, compact: counts, Gem classes, Spice and Animal kinds, Weapons, Spells. */
export function mySummary(view, screen) {
  const me = view.players[view.viewer];
  const p = me.piles;
  // One flowing list: a pile's chips follow the last's, so short piles share a line.
  const chips = [
    ...p.gems.map((g) => gemEl(me.seat, g.gem)),
    ...pileItems("spices", p.spices, me.seat),
    ...pileItems("animals", p.animals, me.seat),
    ...pileItems("weapons", p.weapons, me.seat),
    ...spellLine(p.spells),
  ];
  return h("section", { class: "mine", "aria-label": t("pieces.your-piles"), "data-seat": me.seat },
    h("p", { class: "mine-head" },
      h("strong", null, t("pieces.you")), badges(view, screen, me.seat), pileCounts(me), scoreNow(screen, me.seat)),
    // The Experts open the same flowing list, so a short pile shares their line.
    h("ol", { class: "chips mine-piles", "aria-label": t("pieces.your-chips") },
      h("li", { class: "mine-experts" }, h("span", { class: "label" }, t("pieces.experts-label")), expertsEl(me)),
      chips.length ? chips : h("li", { class: "empty small" }, t("pieces.no-goods"))),
  );
}

/** One other player as one row: name, score now, pile counts, his Weapons by kind,
 * the Spells counted with the other piles; a tap opens all his piles. */
export function playerRow(view, screen, seat) {
  const player = view.players[seat];
  const weapons = player.piles.weapons;
  const open = () => openSheet(t("pieces.piles-of", { player: seatLabel(screen, seat) }), [
    h("p", { class: "experts" }, h("span", { class: "label" }, t("pieces.experts-label")), expertsEl(player)),
    pilesEl(player),
  ]);
  const button = h("button", { type: "button", class: "player-open quiet", onclick: open },
    // Spaces between the pieces keep their words apart in what the button says.
    h("span", { class: "pname" }, seatLabel(screen, seat)), " ", badges(view, screen, seat), " ", expertsEl(player));
  // Its name starts with what it shows (label in name), then says what a tap opens.
  button.setAttribute("aria-label", t("pieces.all-piles", { player: shownWords(button) }));
  return h("li", { class: "player-row", "data-seat": seat },
    button,
    scoreNow(screen, seat), // a button of its own, never inside the row's (drawn at its end)
    h("span", { class: "row-detail" },
      pileCounts(player),
      // Weapons by kind in words (a second of a kind cancels both, R11).  The
      // Spells are counted once, in the pile counts (no second, unlabelled "✦ 1"):
      // their names are a tap away, in all his piles.
      // The words alone (no icon each): four Weapons still fit a phone's line or two.
      weapons.length ? h("span", { class: "row-weapons" }, ic("weapons"), weapons.map((w, i) =>
        [i ? h("span", { class: "sep", "aria-hidden": "true" }, " · ") : null, h("span", { class: "mini" }, w.text)])) : null,
    ),
  );
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
      return h("section", { class: screen.seats[s].relation === "you" ? "player me" : "player", "aria-label": player.name },
        h("h3", null, h("span", { class: "pname" }, seatLabel(screen, s)), " ", badges(view, screen, s), scoreNow(screen, s)),
        h("p", { class: "experts" }, h("span", { class: "label" }, t("pieces.experts-label")), expertsEl(player)),
        pilesEl(player));
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
    ic("announce"), t("pieces.took-gem", { player: a.name }),
    h("span", { class: "chip gem", "data-gem-owner": a.seat, "data-gem-class": a.gem }, ic("gems"), t("pieces.gem-class", { gem: a.gem })),
  );
}

/** The game log as this view tells it, newest first. */
export function logList(view) {
  const items = [];
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i];
    items.push(h("li", { class: `log-${e.kind}` }, e.text));
  }
  return h("ol", { class: "log-list", reversed: true, tabindex: "0", "aria-label": t("pieces.log-list") }, items);
}

function referenceNodes(view) {
  const ref = view.animal_reference;
  return [
    h("p", null, ref.text),
    ref.reconstructed ? h("p", { class: "note" }, t("pieces.reconstructed")) : null,
  ];
}

/** The rules reference, one tap away; app.js knows the way back to this game.
 * An embed has no app around it to come back to: no button there. */
function rulesButton() {
  if (EMBED) return null;
  return h("button", {
    type: "button", class: "bar-btn quiet", "data-open-rules": "",
    onclick: () => { location.hash = "#/rules"; },
    title: t("pieces.rules"),
  }, ic("rules"), h("span", { class: "bar-label" }, t("pieces.rules")));
}

/** The top bar: round, first player, the Animal reference, and the log and the rules one tap away. */
export function topBar(view, title) {
  const first = view.players[view.first_player];
  const over = view.phase === "over";
  return h("header", { class: "bar" },
    h("p", { class: "bar-round" }, over ? h("strong", null, title || t("pieces.game-over")) : [h("strong", null, t("common.round", { round: view.round })), `/${view.rounds}`]),
    over ? null : h("p", { class: "bar-first" }, ic("first-player"), sr(t("pieces.first-player-label")), h("span", { class: "bar-name" }, first ? first.name : "?")),
    h("button", {
      type: "button", class: "bar-btn quiet", "data-open-reference": "",
      onclick: () => openSheet(t("pieces.reference", { code: view.animal_reference.code }), referenceNodes(view)),
      "aria-label": t("pieces.reference-button", { code: view.animal_reference.code }),
    }, ic("animals"), view.animal_reference.code),
    h("button", {
      type: "button", class: "bar-btn quiet", "data-open-log": "",
      onclick: () => openSheet(t("pieces.log-count", { n: view.log.length }), [logList(view)]),
      title: t("pieces.log"),
    }, ic("log"), h("span", { class: "bar-label" }, t("pieces.log-short"))),
    rulesButton(),
    h("p", { class: "bar-variant visually-hidden" }, variantName(view.variant)),
  );
}

/**
 * The players and the log beside the table on a wide screen (app.css: 1024 px
 * and wider); on a phone the box is no box (display: contents), its players
 * under the cards as before and the log one tap away in the top bar.
 */
export function tableSide(view, ...players) {
  return h("div", { class: "table-side" },
    h("div", { class: "side-players" }, players),
    h("section", { class: "side-log", "aria-labelledby": "side-log-h" },
      h("h2", { id: "side-log-h" }, t("pieces.log-count", { n: view.log.length })),
      logList(view)));
}

/** The game log in place (the end and final scoring show it under the sheet). */
export function logSection(view, open = true) {
  return h("section", { class: "log", "aria-labelledby": "log-h" },
    h("details", { open: open || null },
      h("summary", { id: "log-h" }, t("pieces.log-count", { n: view.log.length })),
      logList(view),
    ),
  );
}

/** The bottom row: leave to the home screen, export the save. */
export function gameFooter(actions) {
  return h("footer", { class: "game-footer" },
    h("button", { type: "button", class: "quiet", onclick: actions.home }, ic("home"), t("common.home")),
    h("button", { type: "button", class: "quiet", onclick: actions.exportGame }, ic("export"), t("pieces.export-save")),
    EMBED ? null : h("a", { href: "#/settings", class: "quiet", "data-open-settings": "" }, t("common.settings")),
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
  const used = (screen && screen.hints) || 0;
  return h("div", { class: "hint-row" },
    h("button", { type: "button", class: "quiet", "data-hint": "", onclick: actions.hint }, ic("hint"), t("pieces.hint")),
    h("p", { class: "small hints-used", "data-hints-used": "" }, used ? tn("pieces.hints-used", used) : ""),
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

export { goodOne, goodMany };

// The author's screen: a study written on a finished game, step by step.
//
// Drawn from the engine's answer (golden_sails.teach.authoring) and the draft
// (device/author-draft.js): the game's step from the learner's seat, moved
// through with Back and Next; the note being written; "Ask" makes the step a
// question, after which a tap on one of the learner's moves on the table marks
// it accepted (data-accepted; a second tap takes it back).  The rules core
// says which moves are the learner's; this screen only draws them.  Below: the
// steps added, each with a way to show it, move it up or down, or delete it;
// then the preview, the study's link and its embed snippet, or the rules
// core's refusal by name (a study too long for a link).

import { h, sym } from "../parts/dom.js";
import { copyButton } from "../parts/codes.js";
import { marketSection } from "../parts/market.js";
import { discardsEl, pairMoves, playersSection } from "../parts/pieces.js";
import { topBar } from "../parts/frame.js";
import { t, tn } from "../words/ui.js";
import { vocabulary } from "../words/vocab.js";

function countText(step, steps) {
  return step === 0 ? tn("replay.deal", steps) : t("replay.move-of", { step, steps });
}

/** The study's title, and the seat whose view the learner gets. */
function heading(answer, draft, actions) {
  const { study } = draft;
  return h("div", { class: "status author-head" },
    h("h1", { id: "screen-h", tabindex: "-1" }, t("author.title")),
    h("div", { class: "field" },
      h("label", { for: "author-title" }, t("author.study-title")),
      h("input", { type: "text", id: "author-title", name: "author-title", maxlength: "80", value: study.title,
        "data-author-title": "", onchange: (event) => actions.title(event.target.value) })),
    h("div", { class: "field" },
      h("label", { for: "author-seat" }, t("author.learner")),
      h("select", { id: "author-seat", name: "author-seat", "data-author-seat": "", onchange: (event) => actions.seat(Number(event.target.value)) },
        answer.seats.map((s, i) => h("option", { value: String(i), selected: i === study.viewer ? true : null }, s.name)))));
}

/** Back and Next through the game, as the replay's. */
function stepNav(answer, actions) {
  const { step, steps } = answer;
  return h("nav", { class: "replay-nav", "aria-label": t("replay.steps") },
    h("button", { type: "button", class: "quiet", "data-replay-back": "", disabled: step <= 0 || null, onclick: () => actions.go(step - 1) },
      sym("back"), t("common.back")),
    h("button", { type: "button", class: "primary", "data-replay-next": "", disabled: step >= steps || null, onclick: () => actions.go(step + 1) },
      t("common.next"), sym("forward")));
}

/** What the step's move did, in the log's words. */
function saidEl(answer) {
  const lines = answer.said.length ? answer.said : [t("replay.dealt")];
  return h("section", { class: "scene-say replay-say", "data-replay-said": "" },
    h("p", { class: "scene-count" }, countText(answer.step, answer.steps)),
    h("ul", { class: "said" }, lines.map((line) => h("li", null, line))));
}

/** Why this step cannot ask a question, or what a tap on the table does now. */
function askWords(answer, draft, unmarked) {
  if (answer.to_act === null) return t("author.game-over");
  if (!answer.moves.length) return t("author.not-learners", { name: answer.seats[answer.to_act].name });
  if (unmarked && draft.asking) return t("author.unmarked");
  if (!draft.asking) return null;
  return Number.isInteger(draft.within) ? t("author.within-about") : t("author.tap-accepted");
}

/** The question's kind (the moves marked, or within N VP of the Hard level's
 * choice), its hint, and a reply written for one of the learner's moves. */
function questionParts(answer, draft, actions) {
  const within = Number.isInteger(draft.within);
  const radio = (kind, label, on, act) => h("label", { class: "author-kind" },
    h("input", { type: "radio", name: "author-kind", value: kind, "data-author-kind": kind, checked: on || null, onchange: act }), label);
  const n = h("input", { type: "number", min: "0", max: "10", step: "1", inputmode: "numeric", id: "author-within", name: "author-within",
    "data-author-within": "", value: String(within ? draft.within : 2), disabled: !within || null,
    oninput: (event) => {
      const value = Number(event.target.value);
      if (Number.isInteger(value) && value >= 0 && value <= 10) actions.withinN(value);
    } });
  const pairs = pairMoves(answer.view, answer.moves);
  const pick = h("select", { id: "author-reply-move", name: "author-reply-move", "data-author-reply-move": "" },
    pairs.map((m) => h("option", { value: JSON.stringify(m.move) }, m.label || m.short)));
  const text = h("textarea", { id: "author-reply", name: "author-reply", rows: "2", maxlength: "300", "data-author-reply": "" });
  const replies = draft.replies || [];
  const labelOf = (json) => (pairs.find((m) => JSON.stringify(m.move) === json) || {}).label || json;
  return h("fieldset", { class: "author-question" },
    h("legend", null, t("author.question")),
    radio("accepted", t("author.kind-marked"), !within, () => actions.within(null)),
    h("div", { class: "row author-within" },
      radio("within", t("author.kind-within"), within, () => actions.within(Number(n.value) || 0)),
      h("label", { for: "author-within", class: "visually-hidden" }, t("author.within-n")), n),
    h("label", { for: "author-hint" }, t("author.hint")),
    h("textarea", { id: "author-hint", name: "author-hint", rows: "2", maxlength: "300", "data-author-hint": "",
      oninput: (event) => actions.hint(event.target.value) }, draft.hint || ""),
    h("label", { for: "author-reply-move" }, t("author.reply-to")), pick,
    h("label", { for: "author-reply" }, t("author.reply")), text,
    h("button", { type: "button", class: "quiet", "data-author-reply-add": "", onclick: () => actions.reply(pick.value, text.value) },
      sym("check"), t("author.reply-add")),
    replies.length ? h("ul", { class: "small author-replies" }, replies.map((r) => h("li", { "data-author-reply-item": "" },
      h("strong", null, labelOf(r.move)), ": ", r.text))) : null);
}

/** Whose move the table offers, to play on from here; or, after a tap at an
 * earlier step, what playing it would drop, and the two ways on. */
function playWords(answer, cut, actions) {
  if (cut) {
    return h("div", { class: "link-errors author-cut", role: "alert", "data-author-cut": "" },
      h("p", null, tn("author.cut-moves", cut.moves)),
      cut.steps ? h("p", null, tn("author.cut-steps", cut.steps)) : null,
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", "data-author-cut-yes": "", onclick: actions.cutYes }, t("author.cut-yes")),
        h("button", { type: "button", class: "quiet", "data-author-cut-no": "", onclick: actions.cutNo }, t("author.cut-no"))));
  }
  if (!answer.play.length) return null;
  return h("p", { class: "small", "data-author-play-note": "" }, t("author.play-on", { name: answer.seats[answer.to_act].name }));
}

/** The note, the question's switch, and Add. */
function writer(answer, draft, actions, counter, unmarked) {
  const canAsk = answer.moves.length > 0;
  const why = askWords(answer, draft, unmarked);
  return h("section", { class: "author-writer", "aria-labelledby": "author-note-l" },
    h("label", { id: "author-note-l", for: "author-note" }, t("author.note")),
    h("textarea", { id: "author-note", name: "author-note", rows: "4", maxlength: "500", "data-author-note": "",
      "aria-describedby": "author-note-help", oninput: (event) => actions.note(event.target.value) }, draft.note),
    h("p", { id: "author-note-help", class: "small" }, t("author.note-help")),
    h("div", { class: "row author-ask" },
      h("button", { type: "button", class: "quiet", "data-author-ask": "", "aria-pressed": draft.asking ? "true" : "false",
        disabled: !canAsk || null, onclick: actions.ask }, sym("hint"), t(draft.asking ? "author.no-ask" : "author.ask")),
      draft.asking ? counter : null),
    why ? h("p", { class: unmarked && draft.asking ? "link-errors" : "small", "data-author-ask-note": "", role: unmarked ? "alert" : null }, why) : null,
    draft.asking ? questionParts(answer, draft, actions) : null,
    h("button", { type: "button", class: "primary big", "data-author-add": "", onclick: actions.add }, sym("check"), t("author.add")));
}

/** The table; while asking, the learner's moves, each a tap to accept or not;
 * else every move of the seat to act, each a tap to play it on from here. */
function table(answer, draft, actions, counter) {
  const v = answer.view;
  const screen = { seats: answer.seats, seat_order: answer.seat_order, scores: null, words: answer.words };
  // "Within N VP": the learner's device judges, so no move is marked.
  const moves = draft.asking ? (Number.isInteger(draft.within) ? [] : pairMoves(v, answer.moves)) : answer.play;
  const market = marketSection(v, moves, screen);
  if (!draft.asking) {
    for (const button of market.querySelectorAll("button[data-move]")) button.setAttribute("data-author-play", "");
    market.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-move]");
      if (button && event.detail <= 1) actions.play(button.getAttribute("data-move"));
    });
    return [market, playersSection(v, screen), h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v))];
  }
  const accepted = new Set(draft.accepted);
  for (const button of market.querySelectorAll("button[data-move]")) {
    if (accepted.has(button.getAttribute("data-move"))) button.setAttribute("data-accepted", "");
    button.setAttribute("aria-pressed", accepted.has(button.getAttribute("data-move")) ? "true" : "false");
  }
  market.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-move]");
    if (!button || event.detail > 1) return;
    const on = actions.tap(button.getAttribute("data-move"));
    button.toggleAttribute("data-accepted", on);
    button.setAttribute("aria-pressed", on ? "true" : "false");
    counter.textContent = tn("author.accepted", actions.acceptedCount());
  });
  return [market, playersSection(v, screen), h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v))];
}

/** One step added: where it is in the game, its note's start, and its controls (44 px each). */
function stepItem(step, k, count, actions) {
  const place = step.at === 0 ? t("author.step-deal", { k }) : t("author.step-at", { k, at: step.at });
  const button = (attr, label, icon, act, off, cls) => h("button", {
    type: "button", class: `quiet icon-only ${cls || ""}`, [attr]: String(k), "aria-label": label, title: label, disabled: off || null, onclick: act,
  }, sym(icon));
  return h("li", { class: "author-step", "data-author-step": String(k) },
    h("button", { type: "button", class: "link-button author-step-show", title: t("author.step-show", { k }), onclick: () => actions.show(k - 1) },
      h("strong", null, place)),
    step.question ? h("span", { class: "small author-step-asks" }, sym("hint"), t("author.step-question")) : null,
    step.note ? h("p", { class: "author-step-note" }, step.note) : null,
    h("div", { class: "row author-step-tools" },
      button("data-author-up", t("author.up", { k }), "back", () => actions.up(k - 1), k === 1, "turn"),
      button("data-author-down", t("author.down", { k }), "forward", () => actions.down(k - 1), k === count, "turn"),
      button("data-author-delete", t("author.delete", { k }), "delete", () => actions.remove(k - 1), false, "danger")));
}

/** The chapter the next step goes into: the last, unless another was chosen. */
function currentChapter(draft) {
  const last = draft.study.chapters.length - 1;
  const c = draft.chapter;
  return Number.isInteger(c) && c >= 0 && c <= last ? c : last;
}

/** The steps, chapter by chapter (numbered through the whole study); then which
 * chapter the next step goes into, its title, and a new chapter. */
function stepsList(draft, actions) {
  const { chapters } = draft.study;
  const count = chapters.reduce((n, c) => n + c.steps.length, 0);
  const here = currentChapter(draft);
  let k = 0;
  const parts = chapters.map((chapter, i) => {
    const first = k + 1;
    const items = chapter.steps.map((step) => stepItem(step, ++k, count, actions));
    return h("section", { class: "author-chapter", "data-author-chapter-part": String(i + 1), "aria-labelledby": `author-chapter-${i}` },
      h("h3", { id: `author-chapter-${i}` }, t("author.chapter-head", { n: i + 1, title: chapter.title })),
      items.length
        ? h("ol", { class: "author-step-list", start: String(first) }, items)
        : h("p", { class: "small" }, t("author.chapter-empty")));
  });
  return h("section", { class: "author-steps", "aria-labelledby": "author-steps-h" },
    h("h2", { id: "author-steps-h" }, t("author.steps")),
    count ? null : h("p", { class: "small" }, t("author.no-steps")),
    ...parts,
    h("div", { class: "author-chapter-tools" },
      chapters.length > 1 ? h("div", { class: "field" },
        h("label", { for: "author-chapter" }, t("author.chapter-current")),
        h("select", { id: "author-chapter", name: "author-chapter", "data-author-chapter": "", onchange: (event) => actions.chapter(Number(event.target.value)) },
          chapters.map((c, i) => h("option", { value: String(i), selected: i === here || null }, t("author.chapter-head", { n: i + 1, title: c.title }))))) : null,
      h("div", { class: "field" },
        h("label", { for: "author-chapter-title" }, t("author.chapter-title")),
        h("input", { type: "text", id: "author-chapter-title", name: "author-chapter-title", maxlength: "80", value: chapters[here].title,
          "data-author-chapter-title": "", onchange: (event) => actions.chapterTitle(event.target.value),
          // A new chapter's title is a placeholder of sorts ("Chapter 2"): typing replaces it.
          onfocus: (event) => event.target.select() })),
      h("p", null, h("button", { type: "button", class: "quiet", "data-author-chapter-new": "", disabled: chapters.length >= 10 || null, onclick: actions.newChapter },
        sym("new-game"), t("author.chapter-new")))));
}

/** The preview, the link and the embed snippet; or why the study cannot be a link yet. */
function shareSection(share, actions) {
  const body = [];
  if (!share) body.push(h("p", { class: "small" }, t("author.link-later")));
  else if (share.fault) {
    body.push(h("div", { class: "link-errors", role: "alert" },
      h("p", null, t("author.link-fault")), h("p", { "data-author-link-error": "" }, share.fault)));
  } else {
    body.push(
      h("p", null, h("button", { type: "button", class: "primary", "data-author-preview": "", onclick: actions.preview }, sym("play"), t("author.preview"))),
      h("p", { class: "field-label" }, h("a", { href: share.url, "data-author-link": "" }, t("author.link"))),
      codeBox(share.url, t("author.link"), 3, {}),
      h("p", null, copyButton(share.url, t("author.copy-link"), { "data-copy-link": "" })),
      h("p", { class: "field-label", id: "author-embed-l" }, t("author.embed")),
      codeBox(share.embed, t("author.embed"), 5, { "data-author-embed": "" }),
      h("p", null, copyButton(share.embed, t("author.copy-embed"), { "data-copy-embed": "" })));
  }
  return h("section", { class: "author-share", "aria-labelledby": "author-share-h" },
    h("h2", { id: "author-share-h" }, t("author.share")), ...body);
}

/** Code to copy, in a box of its own that scrolls (a link and a snippet break anywhere):
 * selected whole when tapped, for a device that refuses the clipboard. */
function codeBox(text, label, rows, attrs) {
  const box = h("textarea", { class: "author-code", readonly: true, rows: String(rows), "aria-label": label, translate: "no",
    spellcheck: "false", onfocus: (event) => event.target.select(), ...attrs });
  box.value = text; // its value, not a text child: code, not words of the page's language
  return box;
}

function footer(actions, setup = true) {
  return h("footer", { class: "game-footer" },
    h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")),
    setup ? h("button", { type: "button", class: "quiet", "data-author-setup": "", onclick: actions.setup }, sym("play"), t("author.setup")) : null);
}

/** A note above the screen: a damaged draft set aside, an earlier draft kept aside. */
function notices(said) {
  return said.length ? h("div", { class: "link-errors", role: "alert" }, said.map((line) => h("p", { "data-author-draft-error": "" }, line))) : null;
}

/** The author's screen at one step; `answer` is the bridge's author_step answer,
 * `share` {url, embed} or {fault} (null: no step yet), `said` notes to show first. */
export function renderAuthor(answer, draft, share, actions, said = [], cut = null, unmarked = false) {
  const counter = h("span", { class: "small", "data-author-accepted": "", "aria-live": "polite" }, tn("author.accepted", draft.accepted.length));
  return [
    topBar(answer.view, t("author.title"), null, null, answer.words),
    notices(said),
    heading(answer, draft, actions),
    stepNav(answer, actions),
    saidEl(answer),
    writer(answer, draft, actions, counter, unmarked),
    draft.asking ? null : playWords(answer, cut, actions),
    ...table(answer, draft, actions, counter),
    stepsList(draft, actions),
    shareSection(share, actions),
    footer(actions),
  ];
}

/** No draft on this device (or a damaged one set aside): what to do, and the way home. */
export function renderAuthorEmpty(said, actions) {
  return [
    h("div", { class: "status" }, h("h1", { id: "screen-h", tabindex: "-1" }, t("author.title"))),
    notices(said),
    h("p", null, t("author.empty")),
    footer(actions),
  ];
}

const MAX_SEED = Number.MAX_SAFE_INTEGER; // the engine takes 0..2^63-1; the page's numbers are exact to here

/** A game set up for a study: 2-4 players, their names, the variant, and a seed
 * (random, shown, and editable: the same seed deals the same game).  `setup.fault`:
 * the rules core's or the seed's refusal, said under the form; `drafted`: a draft
 * is kept, so the form may be left for it. */
export function renderAuthorSetup(setup, drafted, actions, said = []) {
  const words = vocabulary();
  const names = [0, 1, 2, 3].map((i) => h("input", { type: "text", id: `author-name-${i}`, name: `author-name-${i}`, maxlength: "20",
    placeholder: t("common.player-n", { n: i + 1 }), "data-author-name": String(i), autocomplete: "off" }));
  const nameFields = names.map((input, i) => h("div", { class: "field", hidden: i >= 2 || null },
    h("label", { for: input.id }, t("common.player-n", { n: i + 1 })), input));
  const players = h("select", { id: "author-players", name: "author-players", "data-author-players": "",
    onchange: (event) => nameFields.forEach((f, i) => { f.hidden = i >= Number(event.target.value); }) },
  [2, 3, 4].map((n) => h("option", { value: String(n) }, tn("setup.players-n", n))));
  const variant = h("select", { id: "author-variant", name: "author-variant", "data-author-variant": "" },
    Object.entries(words.variants).map(([value, name]) => h("option", { value }, name)));
  const seed = h("input", { type: "text", inputmode: "numeric", id: "author-seed", name: "author-seed", "data-author-seed": "",
    autocomplete: "off", "aria-describedby": "author-seed-help", value: String(Math.floor(Math.random() * MAX_SEED)) });
  const fault = h("p", { class: "link-errors", role: "alert", "data-author-setup-error": "", hidden: !setup.fault || null }, setup.fault || "");
  const start = (event) => {
    event.preventDefault();
    const typed = seed.value.trim();
    if (!/^[0-9]+$/.test(typed) || Number(typed) > MAX_SEED) {
      fault.textContent = t("setup.bad-seed", { max: MAX_SEED });
      fault.hidden = false;
      seed.focus();
      return;
    }
    const count = Number(players.value);
    const config = {
      names: names.slice(0, count).map((input, i) => input.value.trim() || t("common.player-n", { n: i + 1 })),
      variant: variant.value, animal_reference: null, first_player: 0, memory_aid: false,
    };
    actions.setupStart(config, Number(typed));
  };
  return [
    h("div", { class: "status" }, h("h1", { id: "screen-h", tabindex: "-1" }, t("author.setup-title"))),
    notices(said),
    h("p", null, t("author.setup-about")),
    h("form", { class: "author-setup", "data-author-setup-form": "", onsubmit: start },
      h("div", { class: "field" }, h("label", { for: "author-players" }, t("setup.players")), players),
      ...nameFields,
      h("div", { class: "field" }, h("label", { for: "author-variant" }, t("setup.variant")), variant),
      h("div", { class: "field" }, h("label", { for: "author-seed" }, t("author.seed")), seed),
      h("p", { id: "author-seed-help", class: "small" }, t("setup.seed-hint")),
      fault,
      h("p", null, h("button", { type: "submit", class: "primary big", "data-author-setup-start": "" }, sym("check"), t("author.setup-start"))),
      drafted ? h("p", null, h("button", { type: "button", class: "quiet", "data-author-setup-cancel": "", onclick: actions.setupCancel }, sym("back"), t("author.setup-cancel"))) : null),
    footer(actions, false),
  ];
}

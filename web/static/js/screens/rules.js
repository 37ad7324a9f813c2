// The rules reference screen (#/rules): the whole game in plain words.
//
// Drawn from the bridge's rules() answer (golden_sails.teach.reference).  Every
// word and number of the rules is the engine's; this module only lays them out.
// The contents scroll within the page: a "#..." anchor would change the route.

import { h, sym } from "../parts/dom.js";
import { fit } from "../words/fit.js";
import { tableHash } from "../device/links.js";
import { signed } from "../words/words.js";
import { t } from "../words/ui.js";
import { goodMany } from "../words/vocab.js";

const sectionId = (id) => `rules-${id}`;

/** Bring a section to the top of the screen, and a screen reader's focus with it
 * (a study's note links one: #/rules?section=gems). */
export function goTo(id) {
  const heading = document.getElementById(`${sectionId(id)}-h`);
  if (!heading) return;
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
}

function backButton(actions, where) {
  if (actions.embed || !actions.back) return null;
  return h("button", { type: "button", class: where === "bar" ? "primary rules-back" : "quiet rules-back", "data-rules-back": "", onclick: actions.back },
    sym(actions.backLabel === t("common.home") ? "home" : "back"), actions.backLabel);
}

/** Stays at the top while the page scrolls: the way back, and the contents. */
function rulesBar(actions) {
  return h("div", { class: "rules-bar" },
    backButton(actions, "bar"),
    h("button", { type: "button", class: "quiet rules-top", "data-rules-contents": "", onclick: () => goTo("contents") },
      sym("menu"), t("rules.contents")));
}

function contents(sections) {
  return h("nav", { class: "rules-contents", "aria-labelledby": `${sectionId("contents")}-h` },
    h("h2", { id: `${sectionId("contents")}-h`, tabindex: "-1" }, t("rules.contents")),
    h("ol", null, sections.map((s) => h("li", null,
      h("button", { type: "button", class: "quiet", "data-rules-goto": s.id, onclick: () => goTo(s.id) },
        s.good ? sym(s.good) : null, s.title)))));
}

function tableEl(block) {
  // A narrow phone scrolls a wide table in its own box, never the whole page.
  return h("div", { class: "rules-table-box" }, h("table", { class: "rules-table" },
    h("caption", null, block.caption),
    // A long name in a column's head breaks where its language breaks it (words/fit.js).
    h("thead", null, h("tr", null, block.head.map((cell) => h("th", { scope: "col" }, fit(cell))))),
    h("tbody", null, block.rows.map((row) => h("tr", null,
      row.map((cell, i) => (i === 0 ? h("th", { scope: "row" }, fit(cell)) : h("td", null, cell))))))));
}

/** What each player of an example holds, a line a pile. */
function holdingsEl(holdings) {
  return h("ul", { class: "rules-holdings" }, holdings.flatMap((p) => p.piles.map((pile) =>
    // A Spell's words hold commas of their own: Spells are told apart by semicolons.
    h("li", null, h("strong", null, t("rules.holding", { player: p.name, goods: goodMany(pile.pile) })), sym(pile.pile),
      pile.cards.join(pile.pile === "spells" ? "; " : ", ")))));
}

function vpText(score) {
  return t("common.vp", { vp: score.good === "weapons" ? signed(score.vp) : score.vp });
}

function scoresEl(scores) {
  return h("p", { class: "rules-scores" }, scores.map((s) =>
    h("span", { class: "rules-score", "data-example-seat": s.seat, "data-example-good": s.good, "data-vp": s.vp },
      t("rules.score-of", { player: s.name, goods: goodMany(s.good) }), h("strong", null, vpText(s)))));
}

/** A worked example: the cards, the scorer's reasons, the VP, and the same table in the score pad. */
function exampleEl(block, actions) {
  const href = tableHash(block.table);
  // An embed has no way back from the pad: it opens in a tab of its own.
  const link = actions.embed
    ? { href: location.pathname + href, target: "_blank", rel: "noopener" }
    : { href };
  return h("section", { class: "rules-example", "data-example": block.key, "aria-label": t("rules.example", { title: block.title }) },
    h("h3", null, sym("score"), t("rules.example", { title: block.title })),
    holdingsEl(block.holdings),
    h("ul", { class: "rules-lines" }, block.lines.map((line) => h("li", null, line))),
    scoresEl(block.scores),
    h("a", { class: "button-link", "data-open-example": block.key, ...link }, sym("score"), t("rules.open-in-pad")));
}

function referenceEl(block) {
  return h("section", { class: "rules-ref", "data-reference": block.code, "data-reconstructed": String(block.reconstructed), "aria-label": t("pieces.reference", { code: block.code }) },
    h("h3", null, sym("animals"), `${t("rules.reference", { code: block.code })} `,
      block.reconstructed
        ? h("span", { class: "rules-tag recon" }, t("rules.reconstructed"))
        : h("span", { class: "rules-tag book" }, t("rules.from-rulebook"))),
    h("p", null, block.text),
    block.matrix ? tableEl(block.matrix) : null);
}

// "(this app's reading)" at a sentence's end, in the language of the rules (the
// rules core words it): the last bracket of a sentence that names a reading.
const READING_MARK = /\([^()]*\)$/;

/** Bring one of the app's readings (the last section's list) into view. */
function goToReading(id) {
  const item = document.getElementById(`rules-reading-${id}`);
  if (!item) return;
  item.scrollIntoView({ block: "center" });
  item.focus({ preventScroll: true });
}

/** A sentence, its "(this app's reading)" a link to that reading when it names one. */
function sentence(text, reading) {
  const mark = reading ? READING_MARK.exec(text) : null;
  if (!mark) return text;
  return [text.slice(0, mark.index),
    h("button", { type: "button", class: "link reading-link", "data-reading": reading, onclick: () => goToReading(reading) }, mark[0])];
}

function itemsEl(tag, block) {
  const readings = block.readings || [];
  return h(tag, null, block.items.map((item, i) => {
    const id = block.ids ? block.ids[i] : null;
    return h("li", id ? { id: `rules-reading-${id}`, tabindex: "-1", "data-reading-id": id } : null,
      sentence(item, readings[i]));
  }));
}

function blockEl(block, actions) {
  switch (block.kind) {
    case "text":
      return h("p", null, sentence(block.text, block.reading));
    case "list":
      return itemsEl("ul", block);
    case "steps":
      return itemsEl("ol", block);
    case "table":
      return tableEl(block);
    case "example":
      return exampleEl(block, actions);
    case "reference":
      return referenceEl(block);
    default:
      return null; // a newer engine's block this page cannot draw yet
  }
}

function sectionEl(section, actions) {
  const id = sectionId(section.id);
  return h("section", { class: "rules-section", id, "data-rules-section": section.id, "aria-labelledby": `${id}-h` },
    h("h2", { id: `${id}-h`, tabindex: "-1" }, section.good ? sym(section.good) : null, section.title),
    section.blocks.map((block) => blockEl(block, actions)));
}

/**
 * renderRules(answer, actions) -> the screen's nodes.  `answer` is the bridge's
 * rules() answer; actions: {back, backLabel, embed}.  In an embed there is no
 * back button: the host page is the way back.
 */
export function renderRules(answer, actions) {
  const sections = answer.sections;
  return [
    h("div", { class: "rules" },
      rulesBar(actions),
      h("div", { class: "status" },
        h("h1", { id: "screen-h", tabindex: "-1" }, sym("rules"), t("pieces.rules")),
        h("p", { class: "note" }, t("rules.note"))),
      contents(sections),
      sections.map((s) => sectionEl(s, actions)),
      h("footer", { class: "game-footer" }, backButton(actions, "footer"))),
  ];
}

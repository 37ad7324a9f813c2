// The author's screen (#/author): a study written on a finished game, kept as a draft.
//
// The draft (device/author-draft.js) is the state: the study as JSON and where
// the screen stands.  Every change is written to it at once, so a reload shows
// the same screen.  Each step of the game is the engine's answer (author_step:
// the table from the learner's seat, his legal moves); the link is the
// engine's too (study_link: the study checked, packed, or refused by name).
// #/author?g=<replay link>&step=k (from a replay, from home) opens a draft on
// that game at that step, then the address is #/author again.

import { show, engineDown, errorText, screenName, screenData } from "./page.js";
import { studyHash } from "./device/links.js";
import { replaceHash } from "./device/nav.js";
import { pageLanguage } from "./device/language.js";
import { keepAside, markPreview, newDraft, newGameDraft, readDraft, writeDraft } from "./device/author-draft.js";
import { h } from "./parts/dom.js";
import { t } from "./words/ui.js";
import { app, calls, fail, fetchAhead, game, load } from "./shell.js";

// setup: the set-up form is on screen ({fault} its last refusal); cut: a move
// tapped at an earlier step, waiting for the author to say the later moves may go.
const mine = { draft: null, answer: null, share: null, said: [], setup: null, cut: null };

/** The engine's answer for step `at` of the draft's game, from seat `viewer`. */
function stepOf(study, at, viewer) {
  const { start, moves } = study;
  if (start.replay !== undefined) return app.engine.call("author_step", start.replay, at, viewer);
  return app.engine.call("author_game", JSON.stringify({ ...start.game, moves }), at, viewer);
}

/** Open the author's screen: on the game `query` names (g=, or game=<saved id>), else the draft. */
export async function openAuthor(query) {
  const call = calls.begin();
  if (!call) return;
  try {
    await begin(call, new URLSearchParams(query));
  } finally {
    calls.end(call);
  }
}

async function begin(call, params) {
  const screens = fetchAhead(load.author);
  const { draft, fault } = readDraft();
  mine.said = fault ? [fault] : [];
  mine.draft = draft;
  const id = params.get("game");
  let source = params.get("g");
  try {
    if (id) source = await game.linkOfSaved(id);
    if (source) await startOn(source, Number(params.get("step")) || 0);
  } catch (err) {
    if (engineDown(err)) throw err;
    mine.said.push(t("author.bad-replay", { error: errorText(err) }));
  }
  mine.setup = params.get("setup") ? {} : null;
  mine.cut = null;
  replaceHash("#/author");
  if (mine.setup) {
    await drawSetup(call);
    return;
  }
  if (!mine.draft) {
    const { renderAuthorEmpty } = await screens;
    if (call.live()) show("author", renderAuthorEmpty(mine.said, actions()));
    return;
  }
  await draw(call);
}

/** A draft on the game of replay link `source` at step `at`: the one kept, if on the same game. */
async function startOn(source, at) {
  let answer = await app.engine.call("author_step", source, 0, 0);
  const step = Math.min(Math.max(0, at), answer.steps);
  const kept = mine.draft;
  if (kept && kept.study.start.replay === answer.g) {
    kept.at = step;
  } else {
    setAside(kept);
    // The learner's seat: the one to act at this step (the move a question would
    // ask); once the game is over, the one that made its last move.
    answer = await app.engine.call("author_step", answer.g, step, 0);
    if (answer.to_act === null) answer.viewer = answer.actors[step] ?? 0;
    else answer.viewer = answer.to_act;
    mine.draft = newDraft(answer.g, step, answer.viewer, t("author.untitled"));
  }
  writeDraft(mine.draft);
}

/** A draft with steps, kept aside (and said where) before another begins. */
function setAside(kept) {
  if (kept && kept.study.chapters.some((c) => c.steps.length)) {
    const key = keepAside(kept);
    if (key) mine.said.push(t("author.draft-aside", { key }));
  }
}

/** The set-up form of a game for a study (its last refusal said under it). */
async function drawSetup(call) {
  const { renderAuthorSetup } = await load.author();
  if (call.live()) show("author", renderAuthorSetup(mine.setup, Boolean(mine.draft), actions(), mine.said));
}

/** A new draft on the game the form sets up, once the rules core has dealt it. */
async function setUp(call, config, seed) {
  const game = { config, seed };
  try {
    await app.engine.call("author_game", JSON.stringify({ ...game, moves: [] }), 0, 0);
  } catch (err) {
    if (engineDown(err)) throw err;
    mine.setup = { fault: errorText(err) };
    await drawSetup(call);
    return;
  }
  mine.said = [];
  setAside(mine.draft);
  mine.draft = newGameDraft(game, t("author.untitled"));
  mine.setup = null;
  writeDraft(mine.draft);
  await draw(call, "[data-author-note]");
}

/** The draft's step drawn again (its answer asked of the engine), and the link made again. */
async function draw(call, focus) {
  const { draft } = mine;
  const screens = fetchAhead(load.author);
  try {
    mine.answer = await stepOf(draft.study, draft.at, draft.study.viewer);
    mine.share = await shareOf(draft);
  } catch (err) {
    if (engineDown(err)) throw err;
    const { renderAuthorEmpty } = await screens;
    if (call.live()) show("author", renderAuthorEmpty([...mine.said, errorText(err)], actions()));
    return;
  }
  const { renderAuthor } = await screens;
  if (call.live()) redraw(renderAuthor, focus);
}

function redraw(renderAuthor, focus) {
  show("author", renderAuthor(mine.answer, mine.draft, mine.share, actions(), mine.said, mine.cut, mine.unmarked));
  // The game's step on screen, for a keyboard's or a test's sake (as the replay's).
  Object.assign(screenData(), { step: String(mine.answer.step), steps: String(mine.answer.steps) });
  // The control that acted keeps the focus (show() moved it to the heading, after the frame).
  if (focus) {
    requestAnimationFrame(() => setTimeout(() => {
      const el = document.querySelector(`[data-screen="author"] ${focus}`);
      if (el && !el.disabled) el.focus({ preventScroll: true });
    }, 0));
  }
}

/** The study's link and embed snippet, or the engine's refusal by name; null with no step. */
async function shareOf(draft) {
  // A chapter just begun, with no step yet, is left out of the link (a chapter
  // holds a step at least), not refused.
  const chapters = draft.study.chapters.filter((c) => c.steps.length);
  if (!chapters.length) return null;
  let made;
  try {
    made = await app.engine.call("study_link", JSON.stringify({ ...draft.study, chapters }));
  } catch (err) {
    if (engineDown(err)) throw err;
    return { fault: errorText(err) };
  }
  const page = `${location.origin}${location.pathname}`;
  const frame = `${page}?embed=1&lang=${pageLanguage()}${made.link}`;
  // The snippet is an element's own HTML, so the author's title is escaped as HTML escapes it.
  const iframe = h("iframe", { class: "golden-sails", title: t("author.frame-title", { title: draft.study.title }), width: "100%", height: "700", src: frame });
  return { s: made.s, url: `${page}${made.link}`, embed: iframe.outerHTML };
}

/** Change the draft, keep it, and draw the screen again (`engine`: the step or the link changed). */
function change(edit, focus, engine = true) {
  edit(mine.draft);
  writeDraft(mine.draft);
  if (!engine) {
    load.author().then(({ renderAuthor }) => {
      if (screenName() === "author") redraw(renderAuthor, focus);
    }).catch((err) => fail(t("fail.author"), err));
    return;
  }
  const call = calls.begin();
  if (!call) {
    calls.whenFree(() => change(() => {}, focus));
    return;
  }
  draw(call, focus).catch((err) => fail(t("fail.author"), err)).finally(() => calls.end(call));
}

/** Every step of the study in order, each as [chapter, its place in it]. */
function places(d) {
  return d.study.chapters.flatMap((c, i) => c.steps.map((_, j) => [i, j]));
}

/** The chapter the next step goes into (the last, unless another was chosen). */
function current(d) {
  const last = d.study.chapters.length - 1;
  return Number.isInteger(d.chapter) && d.chapter >= 0 && d.chapter <= last ? d.chapter : last;
}
// The question being written: its accepted moves (JSON texts), or `within` N VP
// of the Hard level's choice (null: the moves marked); its hint; its replies.
const clearAsked = (d) => Object.assign(d, { asking: false, accepted: [], within: null, hint: "", replies: [] });

/** The question being written, as the study's JSON holds it; null when it asks nothing yet. */
function questionOf(d) {
  const within = Number.isInteger(d.within);
  if (!within && !d.accepted.length) return null;
  const question = within ? { within: d.within } : { accepted: d.accepted.map((m) => JSON.parse(m)) };
  if ((d.hint || "").trim()) question.hint = d.hint;
  const replies = (d.replies || []).filter((r) => r.text.trim());
  if (replies.length) question.replies = replies.map((r) => ({ move: JSON.parse(r.move), text: r.text }));
  return question;
}

/** Step `k` (0-based, in the whole study) moved one place up (-1) or down (+1):
 * within its chapter, or past its chapter's edge into the one beside it. */
function move(k, by) {
  return (d) => {
    const [c, j] = places(d)[k];
    const list = d.study.chapters[c].steps;
    const to = j + by;
    const [step] = list.splice(j, 1);
    if (to >= 0 && to <= list.length) list.splice(to, 0, step);
    else if (by < 0) d.study.chapters[c - 1].steps.push(step);
    else d.study.chapters[c + 1].steps.unshift(step);
  };
}

/** Run `work(call)` as the page's one call at a time (or once the one running ends). */
function inCall(work) {
  const call = calls.begin();
  if (!call) {
    calls.whenFree(() => inCall(work));
    return;
  }
  work(call).catch((err) => fail(t("fail.author"), err)).finally(() => calls.end(call));
}

/** Move `json` played at the step on screen: the draft's game is its start, the
 * moves before this step and this one; the later moves and the steps past this
 * point go (the author was asked first). */
function playOn(json) {
  const { step, start, played } = mine.answer;
  mine.cut = null;
  change((d) => {
    d.study.start = { game: start };
    d.study.moves = [...played.slice(0, step), JSON.parse(json)];
    for (const chapter of d.study.chapters) chapter.steps = chapter.steps.filter((s) => s.at <= step);
    clearAsked(d).at = step + 1;
  }, "[data-author-play]");
}

function actions() {
  return {
    // A move of the seat to act: the game's own next move is a step on; another
    // one, before the game's last step, first asks before cutting what follows.
    play: (json) => {
      const { step, played } = mine.answer;
      const later = played.length - step;
      if (later > 0 && JSON.stringify(played[step]) === json) {
        change((d) => clearAsked(Object.assign(d, { at: step + 1 })), "[data-replay-next]");
      } else if (later > 0) {
        const steps = mine.draft.study.chapters.reduce((n, c) => n + c.steps.filter((s) => s.at > step).length, 0);
        mine.cut = { move: json, moves: later, steps };
        change(() => {}, "[data-author-cut-no]", false);
      } else {
        playOn(json);
      }
    },
    cutYes: () => playOn(mine.cut.move),
    cutNo: () => { mine.cut = null; change(() => {}, "[data-author-add]", false); },
    setup: () => inCall(async (call) => { mine.setup = {}; mine.cut = null; await drawSetup(call); }),
    setupCancel: () => inCall(async (call) => { mine.setup = null; await draw(call); }),
    setupStart: (config, seed) => inCall((call) => setUp(call, config, seed)),
    go: (k) => {
      mine.cut = null;
      change((d) => clearAsked(Object.assign(d, { at: k })), k > mine.draft.at ? "[data-replay-next]" : "[data-replay-back]");
    },
    seat: (seat) => change((d) => { clearAsked(d).study.viewer = seat; }, "#author-seat"),
    // The first chapter is titled as the study until the author titles it himself.
    title: (text) => change((d) => {
      if (d.study.chapters[0].title === d.study.title) d.study.chapters[0].title = text;
      d.study.title = text;
    }),
    chapter: (i) => change((d) => { d.chapter = i; }, "[data-author-chapter]", false),
    chapterTitle: (text) => change((d) => { d.study.chapters[current(d)].title = text; }),
    newChapter: () => change((d) => {
      d.study.chapters.push({ title: t("author.chapter-n", { n: d.study.chapters.length + 1 }), steps: [] });
      d.chapter = d.study.chapters.length - 1;
    }, "[data-author-chapter-title]", false),
    note: (text) => { mine.draft.note = text; writeDraft(mine.draft); },
    ask: () => change((d) => { mine.unmarked = false; if (d.asking) clearAsked(d); else d.asking = true; }, "[data-author-ask]", false),
    tap: (move) => {
      const { accepted } = mine.draft;
      const at = accepted.indexOf(move);
      if (at < 0) accepted.push(move);
      else accepted.splice(at, 1);
      mine.unmarked = false;
      writeDraft(mine.draft);
      return at < 0;
    },
    acceptedCount: () => mine.draft.accepted.length,
    // A question that accepts nothing is not added (the screen says why): the author
    // marks a move or chooses "within N VP", or takes the question back.
    add: () => {
      const d = mine.draft;
      const question = d.asking ? questionOf(d) : null;
      if (d.asking && !question) {
        mine.unmarked = true;
        change(() => {}, "[data-author-add]", false);
        return;
      }
      change(() => {
        const step = { at: d.at, note: d.note };
        if (question) step.question = question;
        d.study.chapters[current(d)].steps.push(step);
        clearAsked(d).note = "";
      }, "[data-author-add]");
    },
    hint: (text) => { mine.draft.hint = text; writeDraft(mine.draft); },
    within: (n) => change((d) => { d.within = n; mine.unmarked = false; }, n === null ? "[data-author-kind=\"accepted\"]" : "[data-author-kind=\"within\"]", false),
    withinN: (n) => { mine.draft.within = n; writeDraft(mine.draft); },
    reply: (move, text) => change((d) => {
      d.replies = (d.replies || []).filter((r) => r.move !== move);
      if (text.trim()) d.replies.push({ move, text });
    }, "[data-author-reply-add]", false),
    show: (i) => change((d) => {
      const [c, j] = places(d)[i];
      clearAsked(Object.assign(d, { at: d.study.chapters[c].steps[j].at }));
    }),
    // The moved step's button keeps the focus, on the step's new place.
    up: (i) => change(move(i, -1), `[data-author-up="${i}"]`),
    down: (i) => change(move(i, +1), `[data-author-down="${i + 2}"]`),
    remove: (i) => change((d) => {
      const [c, j] = places(d)[i];
      d.study.chapters[c].steps.splice(j, 1);
    }, "[data-author-add]"),
    preview: () => {
      markPreview(`s=${mine.share.s}`);
      location.hash = studyHash(`s=${mine.share.s}`, 1).slice(1);
    },
    home: () => app.home(),
  };
}

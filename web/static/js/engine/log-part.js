// The game's log as the page holds it, whole, from the parts the bridge sends.
//
// The bridge sends only the entries the page has not had (docs/protocol.md,
// "The log"), and the page keeps the rest.
// A game's answer carries its log as a part: view.log = {start, entries,
// changed}, the entries from index `start` on, and screen.words.log, their
// lines.  start 0 is the whole log (a game opened, another language, an Undo);
// otherwise the part goes on from exactly what the page holds, and `changed`
// (with screen.words.log_changed) replaces the entries held that read
// otherwise in the answer's view: the phone passed to another seat, whose
// Gems are his own (R8-R10).  The page so holds one view's log at a time, as
// it holds one view (R10).

/** Whether an engine's answer is a game's answer with a log part (not a lesson's or a replay's). */
export function hasLogPart(value) {
  return Boolean(value && value.protocol !== undefined && value.view && value.view.log && value.screen);
}

/**
 * The whole log, from what the page held (`kept`: {entries, lines} or null)
 * and the answer's part; null where the part does not go on from what was held
 * (the page then asks for the whole log again).
 */
export function wholeLog(kept, answer) {
  const part = answer.view.log;
  const words = answer.screen.words;
  if (part.start === 0) return { entries: part.entries, lines: words.log };
  if (!kept || kept.entries.length !== part.start) return null;
  const entries = [...kept.entries];
  const lines = [...kept.lines];
  part.changed.forEach(({ at, entry }, k) => {
    entries[at] = entry;
    lines[at] = words.log_changed[k];
  });
  return { entries: [...entries, ...part.entries], lines: [...lines, ...words.log] };
}

/** The answer as if its log had come whole (start 0): what every screen reads. */
export function withLog(answer, log) {
  return {
    ...answer,
    view: { ...answer.view, log: { start: 0, entries: log.entries, changed: [] } },
    screen: { ...answer.screen, words: { ...answer.screen.words, log: log.lines, log_changed: [] } },
  };
}

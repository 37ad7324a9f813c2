// The game's log as the page holds it, whole, from the parts the bridge sends.
//
// The bridge sends only the entries the page has not had (docs/protocol.md,
// "The log"), and the page keeps the rest.
// A game's answer carries its log as a part: view.log = {start, entries}, the
// entries from index `start` on, and screen.words.log, their lines.  start 0
// is the whole log (a game opened, another viewer, another language, an
// Undo); otherwise the part goes on from exactly what the page holds.  The
// page holds one viewer's log at a time, as it holds one view (R10): a new
// viewer's answer always starts at 0, and replaces it.

/** Whether an engine's answer is a game's answer with a log part (not a lesson's or a replay's). */
export function hasLogPart(value) {
  return Boolean(value && value.protocol !== undefined && value.view && value.view.log && value.screen);
}

/**
 * The whole log, from what the page held (`kept`: {viewer, entries, lines} or
 * null) and the answer's part; null where the part does not go on from what
 * was held (the page then asks for the whole log again).
 */
export function wholeLog(kept, answer) {
  const part = answer.view.log;
  const lines = answer.screen.words.log;
  const viewer = answer.view.viewer;
  if (part.start === 0) return { viewer, entries: part.entries, lines };
  if (!kept || kept.viewer !== viewer || kept.entries.length !== part.start) return null;
  return { viewer, entries: [...kept.entries, ...part.entries], lines: [...kept.lines, ...lines] };
}

/** The answer as if its log had come whole (start 0): what every screen reads. */
export function withLog(answer, log) {
  return {
    ...answer,
    view: { ...answer.view, log: { start: 0, entries: log.entries } },
    screen: { ...answer.screen, words: { ...answer.screen.words, log: log.lines } },
  };
}

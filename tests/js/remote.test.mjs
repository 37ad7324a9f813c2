// engine/remote.js: a guest phone's calls as the host's messages, and the host's answers back (docs/phones.md).

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const { RemoteEngine } = await pageModule("engine/remote.js");

const answer = (start, entries, lines, extra = {}) => ({
  protocol: 1,
  view: { viewer: 2, log: { start, entries, changed: [] }, ...extra },
  screen: { name: "play", words: { log: lines, log_changed: [] } },
});

function guest() {
  const sent = [];
  const pushed = [];
  const seats = [];
  const engine = new RemoteEngine({
    send: (text) => sent.push(JSON.parse(text)) > 0, seat: 2, lang: "de",
    onAnswer: (a) => pushed.push(a), onSeat: (kind) => seats.push(kind),
  });
  const host = (message) => engine.receive(JSON.stringify({ v: 1, ...message }));
  return { engine, sent, pushed, seats, host };
}

test("hello names the seat and the language and asks the whole log", () => {
  const { engine, sent } = guest();
  engine.hello();
  assert.deepEqual(sent, [{ v: 1, t: "hello", seat: 2, lang: "de", held: 0 }]);
});

test("a move is a numbered message; its answer settles the call with the whole log", async () => {
  const { engine, sent, pushed, host } = guest();
  host({ t: "answer", n: null, next: 4, answer: answer(0, [{ kind: "a" }], ["a"]) });
  assert.equal(pushed.length, 1, "an answer nobody asked for is the table's news");
  const played = engine.call("play", '{"type": "take", "card": 1}');
  assert.deepEqual(sent.at(-1), { v: 1, t: "move", move: { type: "take", card: 1 }, n: 4 });
  host({ t: "answer", n: 4, next: 5, answer: answer(1, [{ kind: "b" }], ["b"]) });
  const got = await played;
  assert.deepEqual(got.view.log.entries, [{ kind: "a" }, { kind: "b" }]);
  assert.deepEqual(got.screen.words.log, ["a", "b"]);
  assert.equal(pushed.length, 1, "the answer to a call goes to its caller only");
});

test("a refusal rejects the call with its place and code; the next number is the host's", async () => {
  const { engine, sent, host } = guest();
  host({ t: "answer", n: null, next: 7, answer: answer(0, [], []) });
  const played = engine.call("undo");
  host({ t: "refused", n: 7, next: 8, error: "nothing to take back", place: null, code: "SessionError" });
  await assert.rejects(played, (err) => err.code === "SessionError" && err.message === "nothing to take back");
  engine.call("sheet_now", 2, 5);
  assert.deepEqual(sent.at(-1), { v: 1, t: "ask", call: "sheet_now", args: [2, 5], n: 8 });
});

test("a part out of step asks the whole log again; the seat given away is told", () => {
  const { engine, sent, pushed, seats, host } = guest();
  host({ t: "answer", n: null, next: 1, answer: answer(3, [{ kind: "x" }], ["x"]) });
  assert.equal(pushed.length, 0);
  assert.deepEqual(sent.at(-1), { v: 1, t: "hello", seat: 2, lang: "de", held: 0 });
  host({ t: "seat", kind: "computer" });
  assert.deepEqual(seats, ["computer"]);
  engine.receive("not json");
  engine.receive(JSON.stringify({ v: 2, t: "answer" }));
  assert.equal(pushed.length, 0, "a message of another version or none is not read");
});

test("a call that is not a guest's is refused by name; a dropped channel refuses what waits", async () => {
  const { engine, host } = guest();
  await assert.rejects(engine.call("bot"), (err) => err.place === "call");
  host({ t: "answer", n: null, next: 1, answer: answer(0, [], []) });
  const waiting = engine.call("play", { type: "confirm" });
  engine.dropped(new Error("the host's phone is away"));
  await assert.rejects(waiting, /away/);
});

test("a call still waiting when the link opens again is refused as away: taps are free again", async () => {
  const { engine, sent, host } = guest();
  host({ t: "answer", n: null, next: 3, answer: answer(0, [], []) });
  const lost = engine.call("play", { type: "confirm" }); // sent on a link that dropped
  engine.hello(); // a new link: the host tells whether it was played
  await assert.rejects(lost, (err) => err.code === "Away");
  host({ t: "answer", n: null, next: 3, answer: answer(0, [], []) }); // it was not
  engine.call("play", { type: "confirm" });
  assert.deepEqual(sent.at(-1), { v: 1, t: "move", move: { type: "confirm" }, n: 3 });
});

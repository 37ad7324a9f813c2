// A guest phone's engine: its seat's answers from the host's phone, over the table's channel.
//
// The guest runs no rules core: the host's phone holds the game and answers
// each of its messages (docs/phones.md, "The messages").  This client speaks
// them, with the same `call(name, ...args)` the game screens use with the
// worker's client (engine/client.js) for the calls a guest makes: a move, its
// Undo, the score now, an Area's note.  The answers the host sends unasked
// (another seat moved) go to `onAnswer`.  Each answer's log comes as a part
// after what this page holds (engine/log-part.js), which it keeps whole.

import { wholeLog, withLog } from "./log-part.js";
import { Refusal } from "./client.js";

/** The messages' version (golden_sails.app.protocol.MESSAGES_VERSION). */
export const MESSAGES_VERSION = 1;

/** The code of a call refused because the link to the host dropped: its page says so
 * in its own words (the disconnected banner), not with the refusal's text. */
export const AWAY = "Away";

export function awayRefusal() {
  return new Refusal("the host's phone is away", "channel", AWAY);
}

export class RemoteEngine {
  #send;
  #seat;
  #lang;
  #onAnswer;
  #onSeat;
  #next = 0; // the number the host expects of this guest's next message
  #pending = new Map(); // message number -> {resolve, reject}
  #log = null; // {entries, lines}: the log as far as the host sent it
  #latest = null; // the seat's answer on screen, its log whole

  /**
   * `send(text)`: the channel's (false: the channel is closed); `onAnswer(answer)`: an answer nobody asked
   * for (the table changed); `onSeat(kind)`: the seat was given to the host's
   * phone or a computer, or back to this phone.
   */
  constructor({ send, seat, lang, onAnswer = () => {}, onSeat = () => {} }) {
    this.#send = send;
    this.#seat = seat;
    this.#lang = lang;
    this.#onAnswer = onAnswer;
    this.#onSeat = onSeat;
  }

  /** The seat's answer on screen, or null before the host's first. */
  get latest() {
    return this.#latest;
  }

  /**
   * Once the channel is open (again): the seat, the page's language; the whole log
   * asked.  A call still waiting is refused as away: its message went out on a link
   * that dropped (it may never have arrived), and it is never sent again; the
   * answer to the hello shows whether it was played, and the player taps again.
   */
  hello() {
    this.dropped(awayRefusal());
    this.#log = null;
    this.#post({ t: "hello", seat: this.#seat, lang: this.#lang, held: 0 });
  }

  /** A message of the host's channel, as its text. */
  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return; // not the host's: nothing to do with it
    }
    if (!message || message.v !== MESSAGES_VERSION) return;
    if (Number.isInteger(message.next)) this.#next = message.next;
    const waiting = Number.isInteger(message.n) ? this.#pending.get(message.n) : undefined;
    if (waiting) this.#pending.delete(message.n);
    if (message.t === "answer") {
      const answer = this.#whole(message.answer);
      if (answer === null) return; // out of step: the whole log is on its way
      this.#latest = answer;
      if (waiting) waiting.resolve(answer);
      else this.#onAnswer(answer);
    } else if (message.t === "refused") {
      const refusal = new Refusal(message.error, message.place ?? null, message.code ?? null);
      if (waiting) waiting.reject(refusal);
    } else if (message.t === "said") {
      if (waiting) waiting.resolve(message.value);
    } else if (message.t === "seat") {
      this.#onSeat(message.kind);
    }
  }

  /** The channel closed: every call waiting is refused, and says so. */
  dropped(error) {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  /** A call of the game screens, answered by the host. */
  call(name, ...args) {
    switch (name) {
      case "current":
        return this.#latest ? Promise.resolve(this.#latest) : Promise.reject(new Refusal("no answer yet"));
      case "play":
        return this.#ask({ t: "move", move: typeof args[0] === "string" ? JSON.parse(args[0]) : args[0] });
      case "undo":
        return this.#ask({ t: "undo" });
      case "sheet_now":
      case "area_note":
        return this.#ask({ t: "ask", call: name, args });
      default:
        return Promise.reject(new Refusal(`${name}: not a call a guest phone makes`, "call", "GuestCall"));
    }
  }

  #ask(message) {
    const n = this.#next;
    this.#next += 1;
    return new Promise((resolve, reject) => {
      this.#pending.set(n, { resolve, reject });
      let sent = false;
      try {
        sent = this.#post({ ...message, n });
      } catch (err) {
        sent = err;
      }
      if (sent !== true) {
        this.#pending.delete(n);
        reject(sent instanceof Error ? sent : awayRefusal());
      }
    });
  }

  #post(message) {
    return this.#send(JSON.stringify({ v: MESSAGES_VERSION, ...message })) !== false;
  }

  /** The answer with its whole log, or null (and the whole log asked again) where
   * its part does not go on from what this page holds. */
  #whole(answer) {
    const log = wholeLog(this.#log, answer);
    if (log === null) {
      this.hello();
      return null;
    }
    this.#log = log;
    return withLog(answer, log);
  }
}

// An embed's messages to the page that frames it, and the one it obeys (docs/embedding.md).
//
// Two kinds, by what they tell:
// - public ones, to any parent (target "*"), as an embed always posted them:
//   its content's height (reportHeight) and that it is up (hostReady);
// - a learner's way through a lesson or a study: `step`, `answer`, `done`,
//   posted only to the origin the embed's address names (origin=, told by
//   the host page: `?embed=1&origin=https://teach.example`), never to "*",
//   and only to window.parent.  Without a good origin= they are not posted.
// They hold the documented fields and nothing else (tellHost refuses any
// other): step numbers and right or wrong, never a move, a card, a Gem, a
// name or the seed.  Before `ready` they wait, in order, so a host hears
// `ready` first.
//
// The one message obeyed: {type: "golden-sails:goto", step} from window.parent,
// from that origin, with exactly those two keys and a whole step within
// 1..steps of what is on screen.  Any other message, of any shape, origin or
// window, is ignored without a word.
//
// The screens that go by steps use it (a screen of steps: lessons-ctrl.js
// for a scene; a study's screen the same way):
//   tellHost("step", {step, steps})   after each step is drawn
//   tellHost("answer", {step, correct})  when the learner's tap on a step that
//                                     asks (a question, or the move a scene
//                                     asks) is judged: correct true for an
//                                     accepted move, false for another
//   tellHost("done")                  the first time the last step is drawn
//                                     (once per lesson or study: the caller
//                                     keeps which it has told)
//   onGoto(fn)                        fn(step) for the host's goto; the screen
//                                     drawn last sets it (it replaces the one before)

import { EMBED } from "../engine/start.js";
import { t } from "../words/ui.js";

// The fields each message carries, besides its type: all there is to post.
const SHAPES = { step: ["step", "steps"], answer: ["step", "correct"], done: [] };
const TYPES = { step: "golden-sails:step", answer: "golden-sails:answer", done: "golden-sails:done" };

const framed = EMBED && window.parent !== window;
const given = EMBED ? new URLSearchParams(location.search).getAll("origin") : [];
const trusted = trustedOrigin(given);
let fault = given.length && trusted === null ? given.join(", ") : null; // worded when shown

let up = false; // `ready` was posted
const waiting = []; // the messages told before it, in order
let shown = null; // {step, steps}: the step on screen, as last told
let goto = null; // the screen's fn(step)

/**
 * The origin an origin= names ("https://teach.example", a trailing "/" allowed):
 * a web page's scheme, host and port, nothing else; null for none, for one
 * that is not that, or for two that differ.
 */
function trustedOrigin(values) {
  if (!values.length || values.some((v) => v !== values[0])) return null;
  const value = values[0];
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The address's bad origin=, worded, once (the screen the link opens names it); or null. */
export function originFault() {
  const taken = fault;
  fault = null;
  if (taken === null) return null;
  const shownValue = taken.length > 60 ? `${taken.slice(0, 60)}…` : taken;
  return t("origin.bad", { value: shownValue });
}

/** Post `type` ("step", "answer", "done") with its fields to the trusted host, if told one. */
export function tellHost(type, fields = {}) {
  if (!shaped(type, fields)) {
    // A bug of the caller's: nothing else may leave for the host page.
    throw new TypeError(`tellHost: not a message to the host page: ${JSON.stringify([type, fields])}`);
  }
  if (type === "step") shown = { step: fields.step, steps: fields.steps };
  if (!framed || trusted === null) return;
  const message = { type: TYPES[type] };
  for (const k of SHAPES[type]) message[k] = fields[k];
  if (up) window.parent.postMessage(message, trusted);
  else waiting.push(message);
}

/** Whether `fields` are exactly the ones `type` carries: steps whole from 1, correct true or false. */
function shaped(type, fields) {
  const keys = Object.prototype.hasOwnProperty.call(SHAPES, type) ? SHAPES[type] : null;
  if (!keys || !fields || typeof fields !== "object") return false;
  const names = Object.keys(fields);
  if (names.length !== keys.length || !keys.every((k) => names.includes(k))) return false;
  return keys.every((k) => (k === "correct"
    ? typeof fields[k] === "boolean"
    : Number.isInteger(fields[k]) && fields[k] >= 1));
}

/** The host's goto(step) goes to `fn` from now on (null: to nothing); returns a way to stop it. */
export function onGoto(fn) {
  goto = fn;
  return () => {
    if (goto === fn) goto = null;
  };
}

/** The step a message from the parent asks for, or null when it is anything but a good goto. */
function askedStep(event) {
  if (event.source !== window.parent || trusted === null || event.origin !== trusted) return null;
  const data = event.data;
  if (data === null || typeof data !== "object" || Object.getPrototypeOf(data) !== Object.prototype) return null;
  const keys = Object.keys(data);
  if (keys.length !== 2 || data.type !== "golden-sails:goto" || !keys.includes("step")) return null;
  const step = data.step;
  if (!Number.isInteger(step) || shown === null || step < 1 || step > shown.steps) return null;
  return step;
}

if (framed && trusted !== null) {
  window.addEventListener("message", (event) => {
    const step = askedStep(event);
    if (step !== null && goto) goto(step);
  });
}

/**
 * The embed is up (its first screen drawn, its engine started or failed): told
 * to any parent, as it is public (a host page that starts its frames one at a
 * time, embed/host.js, starts the next then); then what waited for it.
 */
export function hostReady() {
  if (!framed || up) return;
  up = true;
  window.parent.postMessage({ type: "golden-sails:ready" }, "*");
  if (trusted === null) return;
  for (const message of waiting.splice(0)) window.parent.postMessage(message, trusted);
}

/** The height the content needs, to any parent, after every change (public: the frame's own size). */
export function reportHeight() {
  if (!framed) return;
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "golden-sails:height", height }, "*");
  };
  new ResizeObserver(send).observe(document.body);
  send();
}

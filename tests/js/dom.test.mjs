// parts/dom.js's patch(): a view drawn again keeps what is still there, so a typed name and the focus stay.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useFakeDom } from "./fake-dom.mjs";
import { pageModule } from "./support.mjs";

const doc = useFakeDom();
const { h, patch } = await pageModule("parts/dom.js");

/** A screen's nodes put on the page, as page.js's show() does. */
function mount(nodes) {
  const screen = h("main", { id: "screen" });
  doc.body.replaceChildren(screen);
  screen.replaceChildren(...nodes.filter(Boolean)); // as show() does
  return screen;
}

const form = (state, act = {}) => [
  h("h1", null, "New game"),
  state.checking ? h("p", { "data-link-checking": "" }, "Checking the link...") : null,
  h("div", { class: "faults" }, state.faults.map((f) => h("p", null, f))),
  h("form", null,
    h("input", { id: "name-0", value: state.name, "aria-invalid": state.bad ? "true" : null, oninput: act.typed }),
    h("select", { id: "first" }, state.names.map((n, i) => h("option", { value: String(i), selected: i === state.first || null }, n))),
    h("input", { id: "memory", type: "checkbox", checked: state.memory || null }),
    h("button", { type: "button", onclick: act.click }, state.label)),
];

test("the field being typed in stays the same element, with its text and the focus", () => {
  const state = { checking: false, faults: [], name: "", bad: false, names: ["Player 1", "Player 2"], first: 0, memory: false, label: "Start" };
  const screen = mount(form(state));
  const input = screen.find("id", "name-0");
  input.focus();
  input.value = "An"; // typed: the state follows the field, then the view is drawn again
  state.name = "An";
  state.names[0] = "1: An";
  patch(screen, form(state));
  assert.equal(screen.find("id", "name-0"), input);
  assert.equal(input.value, "An");
  assert.equal(doc.activeElement, input);
  assert.equal(screen.find("id", "first").childNodes[0].textContent, "1: An");
});

test("a part that goes, or comes, moves nothing that stays", () => {
  const state = { checking: true, faults: [], name: "Ann", names: ["Ann"], first: 0, label: "Start" };
  const screen = mount(form(state));
  const theForm = screen.childNodes.at(-1);
  theForm.find("id", "name-0").focus();
  state.checking = false;
  state.faults = ["players: 5 is not 2, 3 or 4"];
  patch(screen, form(state));
  assert.deepEqual(screen.childNodes.map((n) => n.nodeName), ["H1", "DIV", "FORM"]);
  assert.equal(screen.find("data-link-checking"), null);
  assert.equal(screen.childNodes.at(-1), theForm);
  assert.equal(doc.activeElement, theForm.find("id", "name-0"));
  assert.equal(screen.childNodes[1].textContent, "players: 5 is not 2, 3 or 4");
  state.checking = true;
  patch(screen, form(state));
  assert.deepEqual(screen.childNodes.map((n) => n.nodeName), ["H1", "P", "DIV", "FORM"]);
  assert.equal(screen.childNodes.at(-1), theForm);
});

test("attributes and text follow the view; a removed attribute goes", () => {
  const state = { checking: false, faults: [], name: "", bad: true, names: ["a"], first: 0, label: "Start" };
  const screen = mount(form(state));
  const input = screen.find("id", "name-0");
  assert.equal(input.getAttribute("aria-invalid"), "true");
  Object.assign(state, { bad: false, label: "Starting" });
  patch(screen, form(state));
  assert.equal(input.hasAttribute("aria-invalid"), false);
  assert.equal(screen.find("type", "button").textContent, "Starting");
});

test("a kept element's listeners are the new view's, once each", () => {
  const calls = [];
  const state = { checking: false, faults: [], name: "", names: [], first: 0, label: "Go" };
  const screen = mount(form(state, { click: () => calls.push("first") }));
  const button = screen.find("type", "button");
  patch(screen, form(state, { click: () => calls.push("second") }));
  patch(screen, form(state, { click: () => calls.push("third") }));
  assert.equal(screen.find("type", "button"), button);
  button.dispatch("click");
  assert.deepEqual(calls, ["third"]);
  patch(screen, form(state, {})); // no listener now
  button.dispatch("click");
  assert.deepEqual(calls, ["third"]);
});

test("an element with another id is another element, never reused for it", () => {
  const screen = mount([h("input", { id: "name-1", value: "Ben" }), h("input", { id: "name-2", value: "Cat" })]);
  const cat = screen.find("id", "name-2");
  patch(screen, [h("input", { id: "name-2", value: "Cat" })]); // name-1 went
  assert.deepEqual(screen.childNodes, [cat]);
  assert.equal(cat.value, "Cat");
});

test("a select's choice and a box's tick are the view's, once the options are drawn", () => {
  const state = { checking: false, faults: [], name: "", names: ["A", "B", "C"], first: 2, memory: true, label: "Go" };
  const screen = mount(form(state));
  const select = screen.find("id", "first");
  assert.equal(select.value, "2");
  Object.assign(state, { names: ["A", "B"], first: 1, memory: false });
  patch(screen, form(state));
  assert.equal(screen.find("id", "first"), select);
  assert.equal(select.childNodes.length, 2);
  assert.equal(select.value, "1");
  assert.equal(screen.find("id", "memory").checked, false);
});

test("a style (an icon's colour) is copied through CSSOM, never as an attribute", () => {
  const icon = (colour) => {
    const el = h("span");
    el.style.setProperty("fill", colour);
    el.setAttribute("style", el.style.cssText); // what a browser reflects
    return el;
  };
  const screen = mount([icon("var(--good-gems)")]);
  const kept = screen.childNodes[0];
  const set = [];
  const real = kept.setAttribute.bind(kept);
  kept.setAttribute = (name, value) => { set.push(name); real(name, value); };
  patch(screen, [icon("var(--good-spices)")]);
  assert.equal(kept.style.cssText, "fill: var(--good-spices);");
  assert.deepEqual(set, []);
});

// Small DOM helpers: elements built with createElement, text with textContent, never innerHTML.

import { icon } from "./icons.js";

// The listeners h() gave each element ({click: fn}), so that patch() can hand an
// element kept on screen the listeners of the one drawn in its place.
const listeners = new WeakMap();

/**
 * h("button", {class: "x", "data-move": json, onclick: fn}, "text", child, [more])
 * Attribute values null/undefined/false are skipped; true sets an empty attribute.
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (props) {
    for (const key in props) {
      const value = props[key];
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") el.className = value;
      else if (key === "text") el.textContent = value;
      else if (key.startsWith("on") && typeof value === "function") listen(el, key.slice(2), value);
      else if (key === "value" && (tag === "input" || tag === "select")) el.value = value;
      else el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  add(el, children);
  return el;
}

function listen(el, type, fn) {
  el.addEventListener(type, fn);
  if (!listeners.has(el)) listeners.set(el, {});
  listeners.get(el)[type] = fn;
}

function add(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) add(el, child);
    else if (typeof child === "string" || typeof child === "number") el.appendChild(document.createTextNode(String(child)));
    else el.appendChild(child);
  }
}

/**
 * Redraw `parent`'s children as `children` (what a view drew now, as h() takes
 * them), keeping each element that is still there: an element is the same one
 * when its tag and id match, in order.  A kept element takes the new one's
 * attributes, listeners, value and children; so the field being typed in
 * keeps its text, its caret and the focus, a phone's keyboard stays open, and
 * a screen reader is not moved.  The rest is removed or added.  (A form's
 * redraw(): screens/setup/, screens/scorepad/.)
 */
export function patch(parent, children) {
  const holder = document.createElement("div");
  add(holder, children);
  patchChildren(parent, [...holder.childNodes]);
}

function sameNode(old, next) {
  if (old.nodeName !== next.nodeName) return false;
  return old.nodeType !== 1 || (old.getAttribute("id") === next.getAttribute("id"));
}

function patchChildren(parent, next) {
  const old = [...parent.childNodes];
  const kept = new Set();
  let from = 0; // old children before this one are matched or passed: order is kept
  const placed = next.map((node) => {
    for (let i = from; i < old.length; i++) {
      if (sameNode(old[i], node)) {
        from = i + 1;
        kept.add(old[i]);
        morph(old[i], node);
        return old[i];
      }
    }
    return node;
  });
  for (const node of old) if (!kept.has(node)) parent.removeChild(node);
  placed.forEach((node, i) => {
    // Only new nodes move in: a kept one is already in its place (and moving it would blur it).
    if (parent.childNodes[i] !== node) parent.insertBefore(node, parent.childNodes[i] ?? null);
  });
}

function morph(old, next) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    return;
  }
  for (const { name } of [...old.attributes]) if (!next.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) {
    if (old.getAttribute(name) === value) continue;
    // A style (an icon's colour) through CSSOM, as icons.js sets it: the CSP refuses the attribute.
    if (name === "style") old.style.cssText = next.style.cssText;
    else old.setAttribute(name, value);
  }
  const had = listeners.get(old) || {};
  const has = listeners.get(next) || {};
  for (const type in had) if (had[type] !== has[type]) old.removeEventListener(type, had[type]);
  for (const type in has) if (had[type] !== has[type]) old.addEventListener(type, has[type]);
  listeners.set(old, has);
  patchChildren(old, [...next.childNodes]);
  // A control's value is the view's (its state's), once its options are in place.
  const tag = old.nodeName;
  if (tag === "INPUT" && (old.type === "checkbox" || old.type === "radio")) old.checked = next.checked;
  else if ((tag === "INPUT" || tag === "SELECT") && old.value !== next.value) old.value = next.value;
}

/** A symbol (an icon of icons.js, by name) shown next to its word: hidden from
 * screen readers, the word says it. */
export function sym(name) {
  return icon(name, { className: "sym" });
}

/** Hand the player a file to keep: `text` downloaded under `name`. */
export function downloadText(name, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: name, class: "visually-hidden" });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Text only screen readers read. */
export function sr(text) {
  return h("span", { class: "visually-hidden" }, text);
}

/** The words an element shows, its pieces one space apart: not those only screen
 * readers read (sr()), nor an icon's. */
export function shownWords(el) {
  const pieces = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) pieces.push(node.textContent);
    else if (node.nodeType === Node.ELEMENT_NODE && !node.classList.contains("visually-hidden") && node.namespaceURI !== SVG) {
      node.childNodes.forEach(walk);
    }
  };
  walk(el);
  return pieces.join(" ").replace(/\u00ad/g, "").replace(/\s+/g, " ").trim();
}

const SVG = "http://www.w3.org/2000/svg";

/** The sail mark, drawn with createElementNS. */
export function sailIcon(size = 40) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 64 64");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "sail-icon");
  const parts = [
    ["path", { d: "M31 6 L31 44 L10 44 Z", class: "sail-a" }],
    ["path", { d: "M35 12 C48 22 52 34 50 44 L35 44 Z", class: "sail-b" }],
    ["path", { d: "M8 48 H56 L48 58 H16 Z", class: "hull" }],
    ["rect", { x: "31", y: "4", width: "4", height: "44", class: "mast" }],
  ];
  for (const [tag, attrs] of parts) {
    const el = document.createElementNS(SVG, tag);
    for (const k in attrs) el.setAttribute(k, attrs[k]);
    svg.appendChild(el);
  }
  return svg;
}

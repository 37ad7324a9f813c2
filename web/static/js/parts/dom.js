// Small DOM helpers: elements built with createElement, text with textContent, never innerHTML.

import { icon } from "./icons.js";

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
      else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
      else if (key === "value" && (tag === "input" || tag === "select")) el.value = value;
      else el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  add(el, children);
  return el;
}

function add(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) add(el, child);
    else if (typeof child === "string" || typeof child === "number") el.appendChild(document.createTextNode(String(child)));
    else el.appendChild(child);
  }
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

// A soft hyphen (words/fit.js) is no letter and breaks no word.
const words = (text) => text.replace(/\u00ad/g, "").toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * A control's accessible name that holds the words it shows (WCAG 2.5.3, label in
 * name: a voice-control user says what he sees, "Juniper", to tap it).  Words in
 * brackets do not count as part of a name (axe's reading), so "it becomes a Spice
 * (Juniper)" shown as "Juniper" is said "Juniper: it becomes a Spice".
 */
export function nameShowing(shown, label) {
  const seen = words(shown);
  if (!seen || ` ${words(label.replace(/\([^()]*\)/g, " "))} `.includes(` ${seen} `)) return label;
  const aside = label.match(/^(.*?)\s*\(([^()]*)\)\s*$/);
  if (aside && ` ${words(aside[2])} `.includes(` ${seen} `)) return `${aside[2]}: ${aside[1]}`;
  return `${shown}: ${label}`;
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

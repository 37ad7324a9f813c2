// A small DOM for the tests of what the page builds: elements, text, attributes, listeners, focus.
//
// Enough of the browser's for parts/dom.js's h() and patch() and the views built
// with them (the set-up form's, the score pad's): no layout, no CSS, no
// selectors but by attribute.  What needs more is tested in Chromium (tests/web/).

class FakeNode {
  constructor(nodeType, nodeName) {
    this.nodeType = nodeType;
    this.nodeName = nodeName;
    this.parentNode = null;
    this.childNodes = [];
  }

  get isConnected() {
    let node = this;
    while (node.parentNode) node = node.parentNode;
    return node === fakeDocument.body;
  }

  get textContent() {
    return this.nodeType === 3 ? this.nodeValue : this.childNodes.map((c) => c.textContent).join("");
  }

  set textContent(text) {
    if (this.nodeType === 3) this.nodeValue = String(text);
    else this.replaceChildren(...(text === "" ? [] : [new FakeText(String(text))]));
  }

  appendChild(node) {
    return this.insertBefore(node, null);
  }

  insertBefore(node, ref) {
    if (node.parentNode) node.parentNode.removeChild(node);
    const at = ref === null ? this.childNodes.length : this.childNodes.indexOf(ref);
    if (at < 0) throw new Error("insertBefore: the reference is not a child");
    this.childNodes.splice(at, 0, node);
    node.parentNode = this;
    if (fakeDocument.activeElement && !fakeDocument.activeElement.isConnected) fakeDocument.activeElement = null;
    return node;
  }

  removeChild(node) {
    const at = this.childNodes.indexOf(node);
    if (at < 0) throw new Error("removeChild: not a child");
    this.childNodes.splice(at, 1);
    node.parentNode = null;
    // A focused element taken out of the page loses the focus, as in a browser.
    if (fakeDocument.activeElement && !fakeDocument.activeElement.isConnected) fakeDocument.activeElement = null;
    return node;
  }

  remove() {
    if (this.parentNode) this.parentNode.removeChild(this);
  }

  replaceChildren(...nodes) {
    for (const child of [...this.childNodes]) this.removeChild(child);
    for (const node of nodes) this.appendChild(typeof node === "string" ? new FakeText(node) : node);
  }
}

class FakeText extends FakeNode {
  constructor(text) {
    super(3, "#text");
    this.nodeValue = text;
  }
}

class FakeElement extends FakeNode {
  constructor(tag) {
    super(1, tag.toUpperCase());
    this.attrs = new Map();
    this.listeners = {};
    this.style = { cssText: "", setProperty(key, value) { this.cssText += `${key}: ${value};`; } };
  }

  get attributes() {
    return [...this.attrs].map(([name, value]) => ({ name, value }));
  }

  getAttribute(name) {
    return this.attrs.has(name) ? this.attrs.get(name) : null;
  }

  setAttribute(name, value) {
    this.attrs.set(name, String(value));
  }

  removeAttribute(name) {
    this.attrs.delete(name);
  }

  hasAttribute(name) {
    return this.attrs.has(name);
  }

  set className(value) {
    this.setAttribute("class", value);
  }

  get id() {
    return this.getAttribute("id") ?? "";
  }

  get type() {
    return this.getAttribute("type") ?? "text";
  }

  get value() {
    if (this.nodeName === "SELECT") {
      const options = this.all((el) => el.nodeName === "OPTION");
      const chosen = options.find((o) => o.value === this.chosen) ?? options.find((o) => o.hasAttribute("selected")) ?? options[0];
      return chosen ? chosen.value : "";
    }
    if (this.nodeName === "OPTION") return this.getAttribute("value") ?? this.textContent;
    return this.typed ?? this.getAttribute("value") ?? "";
  }

  set value(value) {
    if (this.nodeName === "SELECT") this.chosen = String(value);
    else this.typed = String(value);
  }

  get checked() {
    return this.ticked ?? this.hasAttribute("checked");
  }

  set checked(on) {
    this.ticked = Boolean(on);
  }

  addEventListener(type, fn) {
    (this.listeners[type] ??= new Set()).add(fn);
  }

  removeEventListener(type, fn) {
    this.listeners[type]?.delete(fn);
  }

  /** The event `type` on this element, bubbling up (target: this). */
  dispatch(type, more = {}) {
    const event = { type, target: this, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; }, ...more };
    for (let node = this; node; node = node.parentNode) {
      for (const fn of [...(node.listeners?.[type] ?? [])]) fn.call(node, event);
    }
    return event;
  }

  focus() {
    fakeDocument.activeElement = this;
  }

  /** Every element below this one that `test` accepts, in document order. */
  all(test) {
    const found = [];
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType !== 1) continue;
        if (test(child)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }

  /** The first element below with attribute `name` (and `value`, if given). */
  find(name, value) {
    return this.all((el) => el.hasAttribute(name) && (value === undefined || el.getAttribute(name) === String(value)))[0] ?? null;
  }
}

const fakeDocument = {
  activeElement: null,
  createElement: (tag) => new FakeElement(tag),
  createElementNS: (_ns, tag) => {
    const el = new FakeElement(tag);
    el.nodeName = tag; // SVG keeps its case, as a browser's does
    return el;
  },
  createTextNode: (text) => new FakeText(text),
};
fakeDocument.body = new FakeElement("body");
fakeDocument.documentElement = Object.assign(new FakeElement("html"), { dataset: {}, lang: "" });

/** The fake document as the page's `document` (and `window`), for this test file. */
export function useFakeDom() {
  globalThis.document = Object.assign(globalThis.document ?? {}, fakeDocument);
  Object.defineProperty(globalThis.document, "activeElement", {
    get: () => fakeDocument.activeElement, configurable: true,
  });
  globalThis.Node = { TEXT_NODE: 3, ELEMENT_NODE: 1 };
  globalThis.window ??= {};
  return fakeDocument;
}

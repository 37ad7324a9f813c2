// The test's probe of the fields the page reads (tests/web/test_protocol_reads.py).
//
// Run as an init script with `SCHEMA` (docs/protocol.schema.json) and `ROOTS`
// (a bridge call's name -> the $defs entry its answer is) in front of it: the
// page's engine client hands every answer to globalThis.__goldenSailsProbe
// (web/static/js/engine/probe.js), which gives the page the same values behind
// Proxies that note each field read that the schema does not declare, in
// globalThis.__goldenSailsMisses ("GameAnswer.view.players[].foo").
/* global SCHEMA, ROOTS */
(() => {
  const misses = new Set();
  const proxies = new WeakMap(); // one proxy a value and schema: a === a holds for the page
  // What any object or array answers without it being a field: the language's own.
  const OWN = new Set(["toJSON", "then", "constructor", "length", "toString", "valueOf",
    "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__proto__"]);

  const resolve = (schema) => {
    while (schema && schema.$ref) schema = SCHEMA.$defs[schema.$ref.split("/").pop()];
    return schema || {};
  };

  // The branches of a union that fit the value's kind; their fields together.
  function shapeOf(schema, value) {
    schema = resolve(schema);
    const branches = schema.anyOf || schema.oneOf;
    if (!branches) return schema;
    const kind = Array.isArray(value) ? "array" : "object";
    const fitting = branches.map(resolve).filter((b) => b.type === kind || (!b.type && (b.anyOf || b.oneOf)));
    if (fitting.length === 1) return shapeOf(fitting[0], value);
    if (kind === "array") return { type: "array", items: { anyOf: fitting.map((b) => b.items || {}) } };
    const properties = {};
    let rest = false;
    for (const branch of fitting.map((b) => shapeOf(b, value))) {
      Object.assign(properties, branch.properties || {});
      if (branch.additionalProperties !== undefined && branch.additionalProperties !== false) rest = branch.additionalProperties;
    }
    return { type: "object", properties, additionalProperties: rest };
  }

  function wrap(value, schema, path) {
    if (value === null || typeof value !== "object") return value;
    const shape = shapeOf(schema, value);
    // An opaque object (the save): the protocol names none of its fields.
    if (!Array.isArray(value) && !shape.properties && shape.additionalProperties !== false
        && Object.keys(resolve(shape.additionalProperties || {})).length === 0) return value;
    let byShape = proxies.get(value);
    if (!byShape) proxies.set(value, (byShape = new Map()));
    if (byShape.has(path)) return byShape.get(path);
    const field = (key) => {
      if (Array.isArray(value)) {
        if (/^\d+$/.test(key)) return { schema: shape.items || {}, path: `${path}[]` };
        return null; // length and the array's methods: not fields
      }
      const declared = shape.properties && shape.properties[key];
      if (declared) return { schema: declared, path: `${path}.${key}` };
      const rest = shape.additionalProperties;
      if (rest && rest !== true && Object.keys(rest).length) return { schema: rest, path: `${path}.*` };
      if (rest === true || (rest && !Object.keys(rest).length)) return { schema: {}, path: `${path}.*` };
      if (!OWN.has(key)) misses.add(`${path}.${key}`);
      return null;
    };
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const got = Reflect.get(target, key, receiver);
        if (typeof key === "symbol") return got;
        const f = field(key);
        return f ? wrap(got, f.schema, f.path) : got;
      },
      has(target, key) {
        if (typeof key === "string") field(key);
        return Reflect.has(target, key);
      },
    });
    byShape.set(path, proxy);
    return proxy;
  }

  globalThis.__goldenSailsMisses = misses;
  globalThis.__goldenSailsProbeCalls = {};
  globalThis.__goldenSailsProbe = (call, value) => {
    const root = ROOTS[call];
    if (!root) return value;
    globalThis.__goldenSailsProbeCalls[call] = (globalThis.__goldenSailsProbeCalls[call] || 0) + 1;
    return wrap(value, { $ref: `#/$defs/${root}` }, root);
  };
})();

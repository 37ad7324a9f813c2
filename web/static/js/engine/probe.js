// A test's window on the answers the page reads, and nothing in a player's page.
//
// tests/web/test_protocol_reads.py sets globalThis.__goldenSailsProbe before
// the page loads: every answer the page gets from the engine (or a lesson's
// step built ahead) passes through it, and it watches which fields the page
// reads, against docs/protocol.schema.json.  Nothing else ever sets it.

/** The answer to `call`, as the page is to read it. */
export function probed(call, value) {
  const probe = globalThis.__goldenSailsProbe;
  return typeof probe === "function" ? probe(call, value) : value;
}

// A data channel's session description: its few facts read, and the other side's rebuilt.
//
// Only the *remote* description is ever built (from the other side's code);
// a side's own description is read, never edited (browsers are removing
// local edits, and none is needed).  The one m-line is a data channel's
// (UDP/DTLS/SCTP); the offerer's DTLS role is actpass, the answerer's active,
// as every browser answers.  The fields come from codec.js, which has checked
// each (ICE characters only, a 32-byte fingerprint, numeric addresses or an
// mDNS name), so no text of a code can add a line here.

const SCTP_PORT = 5000;
// What we tell a browser the other side can receive: the size every browser accepts.
export const MAX_MESSAGE_SIZE = 262144;

/**
 * A local description's facts: {ufrag, pwd, fingerprint, mid, candidates:
 * [{address, port}]} (UDP host candidates only, in the description's order).
 * A description without a sha-256 fingerprint or ICE credentials is an Error:
 * the code could not carry it.
 */
export function readDescription(sdp) {
  const lines = sdp.split(/\r?\n/);
  const value = (prefix) => {
    const line = lines.find((l) => l.startsWith(prefix));
    return line ? line.slice(prefix.length).trim() : null;
  };
  const ufrag = value("a=ice-ufrag:");
  const pwd = value("a=ice-pwd:");
  const fingerprint = lines.map((l) => /^a=fingerprint:sha-256 (\S+)/i.exec(l)).find(Boolean);
  if (!ufrag || !pwd) throw new Error("the description has no ICE ufrag and pwd");
  if (!fingerprint) throw new Error("the description has no sha-256 fingerprint");
  const candidates = [];
  for (const line of lines) {
    // a=candidate:foundation component transport priority address port typ host ...
    const c = /^a=candidate:\S+ (\d+) (\S+) \d+ (\S+) (\d+) typ (\S+)/.exec(line);
    if (c && c[1] === "1" && c[2].toLowerCase() === "udp" && c[5] === "host") {
      candidates.push({ address: c[3], port: Number(c[4]) });
    }
  }
  return { ufrag, pwd, fingerprint: fingerprint[1].toUpperCase(), mid: value("a=mid:") ?? "0", candidates };
}

/** A host candidate's priority (RFC 8445 5.1.2.1), the first of a code highest. */
const priority = (i) => 126 * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;

/**
 * The other side's description, from its code's fields: `type` "offer" (the
 * guest rebuilds the host's) or "answer" (the host rebuilds the guest's);
 * `mid` the media id of the offer (the host's own, so its answer matches).
 */
export function remoteDescription(type, fields, mid = "0") {
  const lines = [
    "v=0",
    `o=- ${parseInt(fields.nonce, 16)} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    `a=group:BUNDLE ${mid}`,
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...fields.candidates.map(({ address, port }, i) =>
      `a=candidate:${i + 1} 1 udp ${priority(i)} ${address} ${port} typ host generation 0`),
    "a=end-of-candidates",
    `a=ice-ufrag:${fields.ufrag}`,
    `a=ice-pwd:${fields.pwd}`,
    `a=fingerprint:sha-256 ${fields.fingerprint}`,
    `a=setup:${type === "offer" ? "actpass" : "active"}`,
    `a=mid:${mid}`,
    `a=sctp-port:${SCTP_PORT}`,
    `a=max-message-size:${MAX_MESSAGE_SIZE}`,
  ];
  return { type, sdp: `${lines.join("\r\n")}\r\n` };
}

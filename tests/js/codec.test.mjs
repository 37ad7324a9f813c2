// peers/codec.js and peers/sdp.js: the pairing codes round-trip, stay small, and refuse by name.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const codec = await pageModule("peers/codec.js");
const sdp = await pageModule("peers/sdp.js");

// A description as Chromium 156 gives it after gathering (its own lines, two mDNS candidates).
const CHROME_OFFER = [
  "v=0", "o=- 5773116266437506053 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
  "a=extmap-allow-mixed", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:1074317905 1 udp 2113937151 6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local 52762 typ host generation 0 network-cost 999",
  "a=candidate:2339244977 1 udp 2113942271 8f4eb6bb-07c6-4950-962c-d6e6227e2e05.local 48397 typ host generation 0 network-cost 999",
  "a=candidate:99 1 tcp 1518280447 10.0.0.9 9 typ host tcptype active generation 0",
  "a=candidate:98 1 udp 1677729535 203.0.113.9 4000 typ srflx raddr 0.0.0.0 rport 0 generation 0",
  "a=ice-ufrag:JS8w", "a=ice-pwd:g8a/oKlPM5bYr517xXSkNwYT", "a=ice-options:trickle",
  "a=fingerprint:sha-256 9B:A1:82:5B:D6:0C:6E:AC:0F:8E:E5:EB:B0:0A:C3:4F:09:D3:26:50:93:6A:C7:B8:84:99:80:30:DD:54:21:00",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", "",
].join("\r\n");

const FINGERPRINT = "9B:A1:82:5B:D6:0C:6E:AC:0F:8E:E5:EB:B0:0A:C3:4F:09:D3:26:50:93:6A:C7:B8:84:99:80:30:DD:54:21:00";

function fields(overrides = {}) {
  return {
    kind: codec.OFFER, table: "a1b2c3d4e5f6", seat: 2, nonce: "0badf00d", fingerprint: FINGERPRINT,
    ufrag: "JS8w", pwd: "g8a/oKlPM5bYr517xXSkNwYT", candidates: [{ address: "10.77.0.1", port: 52762 }],
    ...overrides,
  };
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const refused = (code) => (err) => err instanceof codec.CodeError && err.code === code;

test("a description's facts are read: UDP host candidates only, the fingerprint, ICE's credentials", () => {
  const read = sdp.readDescription(CHROME_OFFER);
  assert.equal(read.ufrag, "JS8w");
  assert.equal(read.pwd, "g8a/oKlPM5bYr517xXSkNwYT");
  assert.equal(read.fingerprint, FINGERPRINT);
  assert.equal(read.mid, "0");
  assert.deepEqual(read.candidates, [
    { address: "6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local", port: 52762 },
    { address: "8f4eb6bb-07c6-4950-962c-d6e6227e2e05.local", port: 48397 },
  ]);
  assert.throws(() => sdp.readDescription(CHROME_OFFER.replace(/a=fingerprint:sha-256/, "a=fingerprint:sha-1")), /sha-256/);
  assert.throws(() => sdp.readDescription(CHROME_OFFER.replace(/a=ice-pwd:.*\r\n/, "")), /ufrag and pwd/);
});

test("an offer and an answer round-trip through their texts, every kind of candidate included", () => {
  const candidates = [
    { address: "192.168.1.23", port: 1 },
    { address: "6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local", port: 65535 },
    { address: "2001:db8::42", port: 50000 },
    { address: "8f4eb6bb-07c6-4950-962c-d6e6227e2e05.local", port: 48397 },
  ];
  const offer = fields({ candidates });
  const link = codec.offerLink("https://example.org/play/", offer);
  assert.match(link, /^https:\/\/example\.org\/play\/#\/join\?o=[A-Za-z0-9_-]+$/);
  const back = codec.readOffer(link);
  assert.deepEqual(back, { ...offer, candidates: back.candidates });
  assert.deepEqual(back.candidates.map((c) => c.port), candidates.map((c) => c.port));
  assert.equal(back.candidates[2].address, "2001:db8:0:0:0:0:0:42");
  assert.equal(back.candidates[1].address, candidates[1].address);
  const answer = fields({ kind: codec.ANSWER, seat: 0, nonce: "ffffffff", ufrag: "a+/B", pwd: "x".repeat(255), candidates: [] });
  const text = codec.answerText(answer);
  assert.match(text, /^GS1\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(codec.readAnswer(text), answer);
});

test("what a person pastes: the link, its hash, the bare code, wrapped in spaces and lines", () => {
  const offer = fields();
  const link = codec.offerLink("http://127.0.0.1:8000/", offer);
  const code = link.split("o=")[1];
  for (const pasted of [link, `  ${link}\n`, `#/join?o=${code}`, `o=${code}`, code, `${code.slice(0, 20)}\n${code.slice(20)}`,
    `http://x/#/join?lang=de&o=${code}`]) {
    assert.deepEqual(codec.readOffer(pasted), offer, pasted);
  }
  const answer = codec.answerText(fields({ kind: codec.ANSWER }));
  assert.deepEqual(codec.readAnswer(` ${answer.slice(0, 30)}\r\n${answer.slice(30)} `), fields({ kind: codec.ANSWER }));
  assert.deepEqual(codec.readAnswer(answer.replace("GS1.", "gs1.")), fields({ kind: codec.ANSWER }));
});

test("a code with one IPv4 candidate is about a hundred characters, a small QR code", () => {
  // Chromium's ufrag (4) and pwd (24) as they come; the design's table id, seat and nonce.
  const offerCode = codec.offerLink("", fields()).split("o=")[1];
  const answer = codec.answerText(fields({ kind: codec.ANSWER }));
  assert.equal(offerCode.length, 111);
  assert.equal(answer.length, 115);
  // Each more IPv4 candidate, 7 bytes: 9 or 10 characters.
  const two = codec.offerLink("", fields({ candidates: [{ address: "10.0.0.1", port: 1 }, { address: "10.0.0.2", port: 2 }] }));
  assert.equal(two.split("o=")[1].length, 120);
});

test("the candidates a code carries: IPv4, then mDNS, then IPv6, at most four, each once", () => {
  const picked = codec.pickCandidates([
    { address: "2001:db8::1", port: 5 },
    { address: "fe80::1", port: 6 }, // link-local: it needs a zone the code does not carry
    { address: "6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local", port: 7 },
    { address: "host.example", port: 8 }, // a name that is no mDNS uuid
    { address: "10.0.0.1", port: 9 },
    { address: "10.0.0.1", port: 9 },
    { address: "10.0.0.2", port: 0 },
    { address: "10.0.0.3", port: 10 },
    { address: "10.0.0.4", port: 11 },
  ]);
  assert.deepEqual(picked.map((c) => c.address), ["10.0.0.1", "10.0.0.3", "10.0.0.4", "6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local"]);
  assert.throws(() => codec.encodeCode(fields({ candidates: [{ address: "host.example", port: 1 }] })), TypeError);
});

test("the other side's description is rebuilt from its code, and only from its facts", () => {
  const offer = fields({ candidates: [{ address: "10.77.0.1", port: 40000 }, { address: "6f1c8c0d-2435-45e6-8b36-cfa9e93d3f49.local", port: 40001 }] });
  const built = sdp.remoteDescription("offer", offer);
  assert.equal(built.type, "offer");
  assert.match(built.sdp, /\r\na=setup:actpass\r\n/);
  assert.match(built.sdp, /\r\na=candidate:1 1 udp \d+ 10\.77\.0\.1 40000 typ host generation 0\r\n/);
  assert.match(built.sdp, /\r\na=end-of-candidates\r\n/);
  // What the rebuilt description says, read back, is the code's.
  const read = sdp.readDescription(built.sdp);
  assert.deepEqual({ ...read, mid: undefined }, { ufrag: offer.ufrag, pwd: offer.pwd, fingerprint: offer.fingerprint, candidates: offer.candidates, mid: undefined });
  const answer = sdp.remoteDescription("answer", fields({ kind: codec.ANSWER }), "data");
  assert.match(answer.sdp, /\r\na=setup:active\r\n/);
  assert.match(answer.sdp, /\r\na=mid:data\r\n/);
  assert.match(answer.sdp, /\r\na=group:BUNDLE data\r\n/);
});

test("a damaged code is refused as damaged, whatever the damage", () => {
  const good = codec.offerLink("", fields()).split("o=")[1];
  const bytes = codec.fromBase64url(good);
  const withByte = (at, value) => {
    const copy = bytes.slice();
    copy[at] = value;
    return codec.toBase64url(copy);
  };
  const cut = (n) => codec.toBase64url(bytes.subarray(0, bytes.length - n));
  const ufragAt = 1 + 1 + 6 + 1 + 4 + 32; // its length byte
  const pwdAt = ufragAt + 1 + 4;
  const countAt = pwdAt + 1 + 24;
  const cases = {
    "a character outside base64url": good.slice(0, 10) + "+" + good.slice(11),
    "a length base64url never has": good + "A".repeat(good.length % 4 === 0 ? 1 : 5 - (good.length % 4)),
    // 111 characters hold 83 bytes and 2 bits more, which must be 0.
    "stray bits in its last character": good.slice(0, -1) + B64[B64.indexOf(good.at(-1)) | 1],
    "cut short": cut(3),
    "cut inside the candidates": cut(1),
    "a byte too many": codec.toBase64url(Uint8Array.of(...bytes, 0)),
    "version 0": withByte(0, 0),
    "kind 2": withByte(1, 2),
    "a ufrag too short": withByte(ufragAt, 3),
    "a newline in the ufrag": withByte(ufragAt + 2, 10),
    "a space in the pwd": withByte(pwdAt + 3, 32),
    "nine candidates": withByte(countAt, 9),
    "candidate type 5": withByte(countAt + 1, 5),
    "port 0": (() => {
      const copy = bytes.slice();
      copy[copy.length - 1] = 0;
      copy[copy.length - 2] = 0;
      return codec.toBase64url(copy);
    })(),
    empty: "",
    "a link without o=": "https://example.org/#/join?x=1",
    "words": "hello there",
  };
  for (const [what, text] of Object.entries(cases)) {
    assert.throws(() => codec.readOffer(text), refused("damaged"), what);
  }
  for (const [what, text] of Object.entries({ empty: "", words: "hello", "no code": "GS1.", "bad code": "GS1.a", "GS0": `GS0.${good}` })) {
    assert.throws(() => codec.readAnswer(text), refused("damaged"), what);
  }
});

test("a newer version's code is refused as newer, in its bytes or its prefix", () => {
  const bytes = codec.fromBase64url(codec.offerLink("", fields()).split("o=")[1]);
  bytes[0] = 2;
  assert.throws(() => codec.readOffer(codec.toBase64url(bytes)), refused("newer"));
  const answer = codec.answerText(fields({ kind: codec.ANSWER }));
  assert.throws(() => codec.readAnswer(answer.replace("GS1.", "GS2.")), refused("newer"));
  const newerBytes = codec.fromBase64url(answer.slice(4));
  newerBytes[0] = 7;
  assert.throws(() => codec.readAnswer(`GS1.${codec.toBase64url(newerBytes)}`), refused("newer"));
});

test("an offer where an answer is asked for, and an answer where an offer is", () => {
  const link = codec.offerLink("http://x/", fields());
  assert.throws(() => codec.readAnswer(link), refused("an-offer"));
  // The offer's bytes under the answer's prefix: its kind tells.
  assert.throws(() => codec.readAnswer(`GS1.${link.split("o=")[1]}`), refused("an-offer"));
  const answer = codec.answerText(fields({ kind: codec.ANSWER }));
  assert.throws(() => codec.readOffer(answer), refused("an-answer"));
  assert.throws(() => codec.readOffer(answer.slice(4)), refused("an-answer"));
});

test("the host refuses an answer for another table, another seat, an older code, or one used", () => {
  const offer = { table: "a1b2c3d4e5f6", seat: 2, nonce: "0badf00d" };
  const nonces = new Map([["11111111", "old"], ["0badf00d", "offered"], ["22222222", "used"]]);
  const answer = (o) => codec.readAnswer(codec.answerText(fields({ kind: codec.ANSWER, ...o })));
  assert.equal(codec.checkAnswer(answer({}), offer, nonces).nonce, "0badf00d");
  assert.throws(() => codec.checkAnswer(answer({ table: "a1b2c3d4e5f7" }), offer, nonces), refused("foreign"));
  assert.throws(() => codec.checkAnswer(answer({ seat: 1 }), offer, nonces), refused("other-seat"));
  assert.throws(() => codec.checkAnswer(answer({ nonce: "11111111" }), offer, nonces), refused("stale"));
  assert.throws(() => codec.checkAnswer(answer({ nonce: "22222222" }), offer, nonces), refused("used"));
  assert.throws(() => codec.checkAnswer(answer({ nonce: "33333333" }), offer, nonces), refused("damaged"));
  nonces.set("0badf00d", "used");
  assert.throws(() => codec.checkAnswer(answer({}), offer, nonces), refused("used"));
});

test("fields a code cannot hold are the caller's bug, not a code", () => {
  assert.throws(() => codec.encodeCode(fields({ table: "abc" })), TypeError);
  assert.throws(() => codec.encodeCode(fields({ seat: 256 })), TypeError);
  assert.throws(() => codec.encodeCode(fields({ ufrag: "a b c d" })), TypeError);
  assert.throws(() => codec.encodeCode(fields({ pwd: "short" })), TypeError);
  assert.throws(() => codec.encodeCode(fields({ fingerprint: "AB:CD" })), TypeError);
  assert.throws(() => codec.encodeCode(fields({ kind: 3 })), TypeError);
  assert.throws(() => codec.offerLink("", fields({ kind: codec.ANSWER })), TypeError);
  assert.match(codec.randomHex(6), /^[0-9a-f]{12}$/);
  assert.notEqual(codec.randomHex(4), codec.randomHex(4));
});

// Connection codes: an RTCPeerConnection offer or answer cut to the facts a data channel needs,
// packed into bytes, written in base32 (a QR code's alphanumeric mode; short enough to read out
// or type), and rebuilt into a valid SDP on the other side. Issue 30: a code carries
//   - the DTLS fingerprint (32 bytes, the one fact that cannot be shortened);
//   - the ICE user fragment and password only when the browser kept its own: peer.ts sets them
//     to ones derived from the fingerprint (credsFor), which the other side derives again;
//   - in an offer, one or two host candidates; an answer none: the guest's checks reach the
//     host's candidate and the host answers them from the address they came from (ICE's
//     peer-reflexive candidate), so the host never needs the guest's address.
// No ICE servers are used, so host candidates (an IPv4/IPv6 address or an mDNS .local name)
// are all there is. Layout, version 2:
//   [0] version<<4 | kind<<3 | explicit credentials<<2 | setup
//       kind 0 offer, 1 answer; setup 0 actpass, 1 active, 2 passive
//   if explicit credentials: ufrag: length, 6-bit chars; pwd: length, 6-bit chars
//   32 bytes sha-256 fingerprint
//   candidate types, 2 bits each, first candidate lowest (0 none, 1 IPv4, 2 IPv6, 3 mDNS uuid);
//   then each candidate: address bytes (4 or 16), port (2)
//   CRC-16 of everything before it (a mistyped or half-read code is caught, not half-applied)
import { fromBase32, toBase32 } from './base32';

const CODE_VERSION = 2;
/** an offer carries at most this many candidates ("a candidate or two") */
const MAX_CANDIDATES = 2;
export type CodeKind = 'offer' | 'answer';
type SetupRole = 'actpass' | 'active' | 'passive';
const SETUPS: SetupRole[] = ['actpass', 'active', 'passive'];
const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

interface HostCandidate {
  /** dotted IPv4, full IPv6, or "<uuid>.local" */
  address: string;
  port: number;
}

interface ConnectionInfo {
  kind: CodeKind;
  setup: SetupRole;
  ufrag: string;
  pwd: string;
  /** 32 bytes */
  fingerprint: Uint8Array;
  candidates: HostCandidate[];
}

export type CodeErrorKind =
  'empty' | 'characters' | 'damaged' | 'version' | 'wrong-kind' | 'no-candidates' | 'sdp';

export const CODE_ERROR_TEXT: Record<CodeErrorKind, { en: string; ru: string }> = {
  empty: { en: 'The code is empty.', ru: 'Код пуст.' },
  characters: {
    en: 'The code has characters a connection code never has: copy it again.',
    ru: 'В коде есть знаки, которых в коде подключения не бывает: скопируйте его ещё раз.',
  },
  damaged: {
    en: 'The code is damaged or cut short: scan or copy it again.',
    ru: 'Код повреждён или обрезан: отсканируйте или скопируйте его ещё раз.',
  },
  version: {
    en: 'This code comes from another version of the app: update both phones.',
    ru: 'Этот код из другой версии приложения: обновите оба телефона.',
  },
  'wrong-kind': {
    en: 'This is not the code expected here: the guest scans the host’s code, the host scans the guest’s answer.',
    ru: 'Здесь нужен другой код: гость сканирует код хозяина, хозяин — ответ гостя.',
  },
  'no-candidates': {
    en: 'The other phone found no network address: join the same Wi-Fi or hotspot and try again.',
    ru: 'Другой телефон не нашёл сетевого адреса: подключитесь к одной сети Wi-Fi или точке доступа и попробуйте снова.',
  },
  sdp: {
    en: 'This browser made a connection offer the app cannot read.',
    ru: 'Браузер предложил подключение, которое приложение не может прочитать.',
  },
};

export class ConnectionCodeError extends Error {
  constructor(readonly kind: CodeErrorKind) {
    super(CODE_ERROR_TEXT[kind].en);
    this.name = 'ConnectionCodeError';
  }
}

function crc16(bytes: Uint8Array, end: number): number {
  let crc = 0xffff;
  for (const byte of bytes.subarray(0, end)) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Reads what a connection needs from a local SDP. */
export function infoFromSdp(sdp: string, kind: CodeKind): ConnectionInfo {
  const line = (name: string) => sdp.match(new RegExp(`^a=${name}:(.*)$`, 'm'))?.[1]?.trim();
  const ufrag = line('ice-ufrag');
  const pwd = line('ice-pwd');
  const fp = line('fingerprint');
  const setup = line('setup') as SetupRole | undefined;
  if (!ufrag || !pwd || !fp || !setup || !SETUPS.includes(setup)) throw new ConnectionCodeError('sdp');
  const [alg, hex] = fp.split(/\s+/);
  const fingerprint = Uint8Array.from((hex ?? '').split(':').map((h) => parseInt(h, 16)));
  if (alg?.toLowerCase() !== 'sha-256' || fingerprint.length !== 32 || fingerprint.some(Number.isNaN))
    throw new ConnectionCodeError('sdp');
  const found: (HostCandidate & { priority: number })[] = [];
  for (const m of sdp.matchAll(/^a=candidate:\S+ 1 udp (\d+) (\S+) (\d+) typ host/gim)) {
    // the groups of the pattern always match
    const c = { address: m[2]!, port: Number(m[3]), priority: Number(m[1]) };
    if (addressBytes(c.address) && !found.some((d) => d.address === c.address && d.port === c.port))
      found.push(c);
  }
  // A code keeps the first one or two. IPv4 first: every Wi-Fi and hotspot routes it, and a
  // browser ranks it below IPv6, also when the address hides behind an mDNS name.
  found.sort(
    (a, b) => Number(!/^\d/.test(a.address)) - Number(!/^\d/.test(b.address)) || a.priority - b.priority,
  );
  const candidates = found.map(({ address, port }) => ({ address, port }));
  return { kind, setup, ufrag, pwd, fingerprint, candidates };
}

function addressBytes(address: string): { type: number; bytes: number[] } | null {
  const v4 = address.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) return { type: 1, bytes: v4.slice(1).map(Number) };
  const mdns = address.match(
    /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i,
  );
  if (mdns) return { type: 3, bytes: hexBytes(mdns.slice(1).join('')) };
  if (address.includes(':') && /^[0-9a-f:]+$/i.test(address)) {
    const [head, tail = ''] = address.split('::');
    const h = head ? head.split(':') : [];
    const t = tail ? tail.split(':') : [];
    const groups = address.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
    if (groups.length !== 8) return null;
    return { type: 2, bytes: groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]) };
  }
  return null;
}

function hexBytes(hex: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

const hex2 = (b: number) => b.toString(16).padStart(2, '0');

function packChars(out: number[], s: string): void {
  out.push(s.length);
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    acc = (acc << 6) | ICE_CHARS.indexOf(ch);
    bits += 6;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out.push((acc << (8 - bits)) & 255);
}

/**
 * The ICE user fragment and password peer.ts gives a connection, made from its DTLS fingerprint
 * so that a code need not carry them (ICE allows 4 and 22 characters at least: 4 and 24 here).
 * They are no secret: they only tie the connectivity checks to this link, and the code that
 * carries the fingerprint is shown openly anyway; the DTLS fingerprint is what secures it.
 */
export function credsFor(fingerprint: Uint8Array): { ufrag: string; pwd: string } {
  const chars = (from: number, n: number) => {
    let s = '';
    for (let k = 0; k < n; k++) {
      const bit = from * 8 + k * 6;
      const word = ((fingerprint[bit >> 3] ?? 0) << 8) | (fingerprint[(bit >> 3) + 1] ?? 0);
      s += ICE_CHARS[(word >> (10 - (bit & 7))) & 63];
    }
    return s;
  };
  return { ufrag: chars(0, 4), pwd: chars(3, 24) };
}

export function encodeConnectionCode(info: ConnectionInfo): string {
  // a phone with no address at all cannot be reached, answer or offer
  if (info.candidates.length === 0) throw new ConnectionCodeError('no-candidates');
  for (const s of [info.ufrag, info.pwd])
    if (s.length > 255 || [...s].some((c) => !ICE_CHARS.includes(c))) throw new ConnectionCodeError('sdp');
  const derived = credsFor(info.fingerprint);
  const explicit = info.ufrag !== derived.ufrag || info.pwd !== derived.pwd;
  const out: number[] = [
    (CODE_VERSION << 4) |
      ((info.kind === 'answer' ? 1 : 0) << 3) |
      ((explicit ? 1 : 0) << 2) |
      SETUPS.indexOf(info.setup),
  ];
  if (explicit) {
    packChars(out, info.ufrag);
    packChars(out, info.pwd);
  }
  out.push(...info.fingerprint);
  const cands = info.kind === 'answer' ? [] : info.candidates.slice(0, MAX_CANDIDATES);
  const packed = cands.map((c) => ({ ...c, a: addressBytes(c.address) }));
  out.push(packed.reduce((types, c, k) => types | ((c.a?.type ?? 0) << (2 * k)), 0));
  for (const c of packed) {
    if (!c.a) throw new ConnectionCodeError('sdp');
    out.push(...c.a.bytes, c.port >> 8, c.port & 255);
  }
  const bytes = Uint8Array.from(out.concat([0, 0]));
  const crc = crc16(bytes, bytes.length - 2);
  bytes[bytes.length - 2] = crc >> 8;
  bytes[bytes.length - 1] = crc & 255;
  return toBase32(bytes);
}

function addressText(type: number, a: number[]): string {
  if (type === 1) return a.join('.');
  if (type === 2)
    return Array.from({ length: 8 }, (_, g) => ((a[2 * g]! << 8) | a[2 * g + 1]!).toString(16)).join(':');
  const h = a.map(hex2).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
}

/** Throws ConnectionCodeError with a reason a person can act on. */
export function decodeConnectionCode(text: string, expected?: CodeKind): ConnectionInfo {
  if (!text.trim()) throw new ConnectionCodeError('empty');
  const bytes = fromBase32(text);
  if (!bytes) throw new ConnectionCodeError('characters');
  if (bytes.length < 3) throw new ConnectionCodeError('damaged');
  const end = bytes.length;
  /** the byte at k; a code that ends before it is damaged */
  const at = (k: number): number => {
    const b = bytes[k];
    if (b === undefined) throw new ConnectionCodeError('damaged');
    return b;
  };
  if (crc16(bytes, end - 2) !== ((at(end - 2) << 8) | at(end - 1))) throw new ConnectionCodeError('damaged');
  if (at(0) >> 4 !== CODE_VERSION) throw new ConnectionCodeError('version');
  let i = 1;
  const need = (n: number) => {
    if (i + n > end - 2) throw new ConnectionCodeError('damaged');
  };
  const chars = () => {
    need(1);
    const len = at(i++);
    const nbytes = Math.ceil((len * 6) / 8);
    need(nbytes);
    let s = '';
    let acc = 0;
    let bits = 0;
    for (let k = 0; k < nbytes && s.length < len; k++) {
      acc = (acc << 8) | at(i + k);
      bits += 8;
      while (bits >= 6 && s.length < len) {
        bits -= 6;
        s += ICE_CHARS[(acc >> bits) & 63];
      }
      acc &= (1 << bits) - 1;
    }
    i += nbytes;
    return s;
  };
  const kind: CodeKind = (at(0) >> 3) & 1 ? 'answer' : 'offer';
  const setup = SETUPS[at(0) & 3];
  if (!setup) throw new ConnectionCodeError('damaged');
  const explicit = (at(0) >> 2) & 1 ? { ufrag: chars(), pwd: chars() } : null;
  need(32);
  const fingerprint = bytes.slice(i, i + 32);
  i += 32;
  need(1);
  const types = at(i++);
  const candidates: HostCandidate[] = [];
  for (let k = 0; k < 4 && types >> (2 * k); k++) {
    const type = (types >> (2 * k)) & 3;
    if (type === 0) throw new ConnectionCodeError('damaged');
    const size = type === 1 ? 4 : 16;
    need(size + 2);
    const a = Array.from(bytes.subarray(i, i + size));
    i += size;
    const port = (at(i) << 8) | at(i + 1);
    i += 2;
    candidates.push({ address: addressText(type, a), port });
  }
  if (i !== end - 2) throw new ConnectionCodeError('damaged');
  if (expected && kind !== expected) throw new ConnectionCodeError('wrong-kind');
  if (kind === 'offer' && candidates.length === 0) throw new ConnectionCodeError('no-candidates');
  const { ufrag, pwd } = explicit ?? credsFor(fingerprint);
  return { kind, setup, ufrag, pwd, fingerprint, candidates };
}

/** A remote description the browser accepts, rebuilt from the code. */
export function sdpFromInfo(info: ConnectionInfo): string {
  const fp = [...info.fingerprint].map((b) => hex2(b).toUpperCase()).join(':');
  const lines = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    `m=application ${info.candidates[0]?.port ?? 9} UDP/DTLS/SCTP webrtc-datachannel`,
    'c=IN IP4 0.0.0.0',
    ...info.candidates.map(
      (c, k) => `a=candidate:${k + 1} 1 udp ${2122260223 + k} ${c.address} ${c.port} typ host generation 0`,
    ),
    // an answer's code has none: its checks reach the host, which learns the address from them
    ...(info.candidates.length ? ['a=end-of-candidates'] : []),
    `a=ice-ufrag:${info.ufrag}`,
    `a=ice-pwd:${info.pwd}`,
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${info.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return lines.join('\r\n') + '\r\n';
}

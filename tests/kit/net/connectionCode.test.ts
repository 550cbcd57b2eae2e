import { describe, expect, it } from 'vitest';
import {
  CODE_ERROR_TEXT,
  ConnectionCodeError,
  decodeConnectionCode,
  encodeConnectionCode,
  infoFromSdp,
  sdpFromInfo,
  type CodeErrorKind,
} from '../../../src/kit/net/connectionCode';
import { fromBase32, toBase32 } from '../../../src/kit/net/base32';

// An offer as Chromium writes it for one data channel once ICE gathering is complete.
const FP = 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89';
const CHROMIUM_OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 51234 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 10.77.0.1',
  'a=candidate:3046164349 1 udp 2113937151 10.77.0.1 51234 typ host generation 0 network-cost 999',
  'a=candidate:3046164350 1 udp 2113937151 10.77.0.1 51234 typ host generation 0 network-cost 999',
  'a=candidate:1111111111 1 udp 2113939711 fd00:0:0:0:0:0:1:2 51235 typ host generation 0',
  'a=candidate:2222222222 1 udp 2113937151 0d3b5d2e-3c6a-4b1e-9d4f-0123456789ab.local 51236 typ host generation 0',
  'a=candidate:3333333333 1 tcp 1518280447 10.77.0.1 9 typ host tcptype active generation 0',
  'a=ice-ufrag:Xy3+',
  'a=ice-pwd:aB/cdEfGhIjKlMnOpQrStUvW',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('connection codes (issue 14: only what a connection needs, one QR per direction)', () => {
  it('round-trips an offer: credentials, fingerprint, setup role and its first two UDP host candidates', () => {
    const info = infoFromSdp(CHROMIUM_OFFER, 'offer');
    const back = decodeConnectionCode(encodeConnectionCode(info), 'offer');
    expect(encodeConnectionCode(info)).toMatch(/^[0-9A-Z]+$/); // QR alphanumeric mode
    // issue 30: a candidate or two, IPv4 first
    expect(back).toEqual({ ...info, candidates: info.candidates.slice(0, 2) });
    expect(back.candidates).toEqual([
      { address: '10.77.0.1', port: 51234 },
      { address: '0d3b5d2e-3c6a-4b1e-9d4f-0123456789ab.local', port: 51236 },
    ]);
  });

  it('rebuilds an SDP that carries the same connection facts (read back to the same info)', () => {
    const info = decodeConnectionCode(encodeConnectionCode(infoFromSdp(CHROMIUM_OFFER, 'offer')));
    const sdp = sdpFromInfo(info);
    expect(sdp).toContain('m=application 51234 UDP/DTLS/SCTP webrtc-datachannel');
    expect(sdp).toContain(`a=fingerprint:sha-256 ${FP}`);
    expect(sdp).toContain('a=sctp-port:5000');
    expect(infoFromSdp(sdp, 'offer')).toEqual(info);
  });

  it('decodes what a person typed: lower case, spaces, dashes, O for 0 and I for 1', () => {
    const code = encodeConnectionCode(infoFromSdp(CHROMIUM_OFFER, 'offer'));
    const typed = code
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .replace(/0/g, 'o')
      .replace(/1/g, 'i');
    expect(decodeConnectionCode(typed)).toEqual(decodeConnectionCode(code));
  });

  const failures: [string, (code: string) => string, CodeErrorKind][] = [
    ['empty', () => '  ', 'empty'],
    ['foreign characters', (c) => c.slice(0, 10) + '#' + c.slice(11), 'characters'],
    ['one character changed', (c) => c.slice(0, 20) + (c[20] === 'A' ? 'B' : 'A') + c.slice(21), 'damaged'],
    ['cut short', (c) => c.slice(0, c.length - 12), 'damaged'],
    ['a few characters', () => 'AB', 'damaged'],
  ];
  for (const [name, spoil, kind] of failures) {
    it(`refuses a broken code (${name}) with a reason in both languages`, () => {
      const code = encodeConnectionCode(infoFromSdp(CHROMIUM_OFFER, 'offer'));
      let error: unknown;
      try {
        decodeConnectionCode(spoil(code));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConnectionCodeError);
      expect((error as ConnectionCodeError).kind).toBe(kind);
      expect(CODE_ERROR_TEXT[kind].ru).toMatch(/[а-я]/);
      expect(CODE_ERROR_TEXT[kind].en).toMatch(/[a-z]/);
    });
  }

  it('tells a guest who scanned another guest’s answer that this is the wrong code', () => {
    const code = encodeConnectionCode(infoFromSdp(CHROMIUM_OFFER, 'answer'));
    expect(() => decodeConnectionCode(code, 'offer')).toThrow(CODE_ERROR_TEXT['wrong-kind'].en);
  });

  it('refuses to make a code with no host candidate (no network): the person is told to join one', () => {
    const none = CHROMIUM_OFFER.split('\r\n')
      .filter((l) => !l.startsWith('a=candidate'))
      .join('\r\n');
    expect(() => encodeConnectionCode(infoFromSdp(none, 'offer'))).toThrow(
      CODE_ERROR_TEXT['no-candidates'].en,
    );
  });

  it('base32 round-trips every byte length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 255);
      expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    }
  });
});

// Issue 30 "Linking phones in seconds": a code carries only what a data channel needs, so it is
// short enough to read out or type and its QR code is sparse.
import fc from 'fast-check';
import { generate, correction } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import {
  CODE_ERROR_TEXT,
  ConnectionCodeError,
  credsFor,
  decodeConnectionCode,
  encodeConnectionCode,
  infoFromSdp,
  sdpFromInfo,
  type CodeErrorKind,
} from '../../../src/kit/net/connectionCode';

const fingerprintOf = (fp: Uint8Array) => [...fp].map((b) => b.toString(16).padStart(2, '0')).join(':');
const ICE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A local SDP as a phone's Chromium writes it: mDNS names hide its addresses. */
function phoneSdp(
  fp: Uint8Array,
  kind: 'offer' | 'answer',
  creds = credsFor(fp),
  cands = [
    '0d3b5d2e-3c6a-4b1e-9d4f-0123456789ab.local 51236',
    '7f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b.local 51237',
  ],
): string {
  return [
    'v=0',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    ...cands.map((c, k) => `a=candidate:${k} 1 udp ${2113942271 - k} ${c} typ host generation 0`),
    `a=ice-ufrag:${creds.ufrag}`,
    `a=ice-pwd:${creds.pwd}`,
    `a=fingerprint:sha-256 ${fingerprintOf(fp)}`,
    `a=setup:${kind === 'offer' ? 'actpass' : 'active'}`,
    '',
  ].join('\r\n');
}

const qrSide = (code: string) => generate(code, { minCorrectionLevel: correction.M }).size;
const FP = Uint8Array.from({ length: 32 }, (_, k) => (k * 37 + 11) & 255);

describe('issue 30: short connection codes', () => {
  it('issue 30: a phone’s offer is at most 119 characters (QR 37×37) and its answer 58 (QR 29×29); they were 156 each (QR 45×45)', () => {
    const offer = encodeConnectionCode(infoFromSdp(phoneSdp(FP, 'offer'), 'offer'));
    const answer = encodeConnectionCode(infoFromSdp(phoneSdp(FP, 'answer'), 'answer'));
    expect(offer.length).toBeLessThanOrEqual(119);
    expect(answer.length).toBeLessThanOrEqual(58);
    expect(qrSide(offer)).toBeLessThanOrEqual(37);
    expect(qrSide(answer)).toBeLessThanOrEqual(29);
  });

  it('issue 30: the credentials made from the fingerprint are valid ICE credentials (4 and 24 ICE characters)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (fp) => {
        const { ufrag, pwd } = credsFor(fp);
        expect(ufrag).toMatch(/^[A-Za-z0-9+/]{4}$/);
        expect(pwd).toMatch(/^[A-Za-z0-9+/]{24}$/);
      }),
    );
  });

  const address = fc.oneof(
    fc.ipV4(),
    fc.uuid({ version: 4 }).map((u) => `${u}.local`),
    fc
      .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 })
      .map((g) => g.map((x) => x.toString(16)).join(':')),
  );
  const creds = fc.option(
    fc.record({
      ufrag: fc.string({ unit: fc.constantFrom(...ICE), minLength: 4, maxLength: 32 }),
      pwd: fc.string({ unit: fc.constantFrom(...ICE), minLength: 22, maxLength: 64 }),
    }),
    { nil: undefined },
  );

  it('issue 30: any offer or answer round-trips through its code and the rebuilt SDP (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('offer' as const, 'answer' as const),
        creds,
        fc.uniqueArray(fc.tuple(address, fc.integer({ min: 1, max: 65535 })), {
          minLength: 1,
          maxLength: 4,
          selector: (t) => t[0],
        }),
        (fp, kind, own, cands) => {
          const info = infoFromSdp(
            phoneSdp(
              fp,
              kind,
              own ?? credsFor(fp),
              cands.map(([a, p]) => `${a} ${p}`),
            ),
            kind,
          );
          const back = decodeConnectionCode(encodeConnectionCode(info), kind);
          // an answer carries no address; an offer its first two
          expect(back).toEqual({ ...info, candidates: kind === 'answer' ? [] : info.candidates.slice(0, 2) });
          expect(infoFromSdp(sdpFromInfo(back), kind)).toEqual(back);
        },
      ),
    );
  });

  it('issue 30: a browser that kept its own credentials still links: the code carries them', () => {
    const own = { ufrag: 'Xy3+', pwd: 'aB/cdEfGhIjKlMnOpQrStUvW' };
    const info = infoFromSdp(phoneSdp(FP, 'answer', own), 'answer');
    const back = decodeConnectionCode(encodeConnectionCode(info), 'answer');
    expect([back.ufrag, back.pwd]).toEqual([own.ufrag, own.pwd]);
  });

  it('issue 30: any broken code (a character changed, cut short, a letter added) gets a reason, never a wrong link (fast-check)', () => {
    const code = encodeConnectionCode(infoFromSdp(phoneSdp(FP, 'offer'), 'offer'));
    const kinds = new Set<CodeErrorKind>();
    fc.assert(
      fc.property(
        fc.nat(code.length - 1),
        fc.constantFrom(...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
        fc.constantFrom('change', 'cut', 'add'),
        (at, ch, how) => {
          const spoilt =
            how === 'change'
              ? code.slice(0, at) + ch + code.slice(at + 1)
              : how === 'cut'
                ? code.slice(0, at)
                : code.slice(0, at) + ch + code.slice(at);
          fc.pre(spoilt !== code);
          let error: unknown = null;
          try {
            decodeConnectionCode(spoilt, 'offer');
          } catch (e) {
            error = e;
          }
          // a change in the last character's spare bits can leave the bytes whole
          if (error === null) expect(decodeConnectionCode(spoilt)).toEqual(decodeConnectionCode(code));
          else {
            expect(error).toBeInstanceOf(ConnectionCodeError);
            kinds.add((error as ConnectionCodeError).kind);
          }
        },
      ),
      { numRuns: 300 },
    );
    for (const k of kinds) expect(CODE_ERROR_TEXT[k].ru).toMatch(/[а-я]/);
  });

  it('issue 30: a code of the previous, longer kind is refused as another version of the app', () => {
    // a version-1 offer of a phone with two mDNS addresses (156 characters), as the app made it before
    const v1 =
      '2025YBFY31M1ZQ3M8Z38926AJK4WX98ATATMQNGB61AQN7Y4X4736P3XMB3YR49PBE0ABJQF2GWNX0X8SQS1EF31GR11039VBMQ3RTJB3TEMY0938NKRKAY84G87Y30T5CY4TKJZHADGR79E7X55QJ151DJ0';
    expect(v1).toHaveLength(156);
    expect(() => decodeConnectionCode(v1, 'offer')).toThrow(CODE_ERROR_TEXT.version.en);
  });
});

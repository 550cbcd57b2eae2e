// Issue 30: peer.ts gives a connection ICE credentials made from its DTLS fingerprint, so the code
// need not carry them; a browser that refuses that change keeps its own, and the code carries
// those (longer, but the phones still link).
import { afterEach, describe, expect, it } from 'vitest';
import { credsFor, decodeConnectionCode } from '../../../src/kit/net/connectionCode';
import { hostLink } from '../../../src/kit/net/peer';

const FP = Array.from({ length: 32 }, (_, k) => ((k * 29 + 3) & 255).toString(16).padStart(2, '0')).join(':');
const OWN = { ufrag: 'Xy3+', pwd: 'aB/cdEfGhIjKlMnOpQrStUvW' };
const OFFER = [
  'v=0',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'a=candidate:1 1 udp 2113937151 10.77.0.1 51234 typ host generation 0',
  `a=ice-ufrag:${OWN.ufrag}`,
  `a=ice-pwd:${OWN.pwd}`,
  `a=fingerprint:sha-256 ${FP.toUpperCase()}`,
  'a=setup:actpass',
  '',
].join('\r\n');

/** A peer connection whose browser accepts a changed ufrag/password, or refuses it. */
function fakePeer(acceptsMunging: boolean) {
  return class {
    iceGatheringState = 'complete';
    localDescription: { type: string; sdp: string } | null = null;
    createDataChannel() {
      return { addEventListener() {}, readyState: 'connecting' };
    }
    addEventListener() {}
    async createOffer() {
      return { type: 'offer', sdp: OFFER };
    }
    async setLocalDescription(d: { type: string; sdp: string }) {
      if (d.sdp !== OFFER && !acceptsMunging)
        throw new DOMException('SDP munging', 'InvalidModificationError');
      this.localDescription = d;
    }
  };
}

const real = (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection;
afterEach(() => {
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = real;
});

describe('issue 30: ICE credentials from the fingerprint', () => {
  it('issue 30: a browser that takes them makes a code without credentials (its answer or offer is shorter)', async () => {
    (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = fakePeer(true);
    const link = await hostLink();
    const info = decodeConnectionCode(link.code, 'offer');
    const fp = Uint8Array.from(FP.split(':').map((h) => parseInt(h, 16)));
    expect([info.ufrag, info.pwd]).toEqual([credsFor(fp).ufrag, credsFor(fp).pwd]);
    expect(link.code.length).toBeLessThanOrEqual(68);
  });

  it('issue 30: a browser that refuses them keeps its own, and the code carries those', async () => {
    (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = fakePeer(false);
    const link = await hostLink();
    const info = decodeConnectionCode(link.code, 'offer');
    expect([info.ufrag, info.pwd]).toEqual([OWN.ufrag, OWN.pwd]);
  });
});

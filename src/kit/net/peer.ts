// One WebRTC link between the host and one guest: no ICE servers (host candidates only, as on
// a LAN with no internet), no trickle (the code is made once gathering is complete), one
// ordered data channel. The host makes an offer code; the guest answers it with its own code.
import {
  decodeConnectionCode,
  encodeConnectionCode,
  infoFromSdp,
  sdpFromInfo,
  type CodeKind,
} from './connectionCode';

const GATHER_TIMEOUT_MS = 5000;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_TIMEOUT_MS);
  });
}

async function localCode(pc: RTCPeerConnection, kind: CodeKind): Promise<string> {
  await gathered(pc);
  const sdp = pc.localDescription?.sdp ?? '';
  return encodeConnectionCode(infoFromSdp(sdp, kind));
}

export interface Link {
  pc: RTCPeerConnection;
  /** resolves once the data channel is open */
  channel: Promise<RTCDataChannel>;
}

function newPeer(): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [] });
}

function opened(ch: RTCDataChannel): Promise<RTCDataChannel> {
  if (ch.readyState === 'open') return Promise.resolve(ch);
  return new Promise((resolve) => ch.addEventListener('open', () => resolve(ch), { once: true }));
}

/** Host side: an offer code to show, and `accept(answerCode)` once the guest answered. */
export async function hostLink(): Promise<Link & { code: string; accept(answer: string): Promise<void> }> {
  const pc = newPeer();
  const ch = pc.createDataChannel('table', { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  const code = await localCode(pc, 'offer');
  return {
    pc,
    code,
    channel: opened(ch),
    async accept(answer: string) {
      const info = decodeConnectionCode(answer, 'answer');
      await pc.setRemoteDescription({ type: 'answer', sdp: sdpFromInfo(info) });
    },
  };
}

/** Guest side: reads the host's offer code and makes the answer code to show. */
export async function guestLink(offer: string): Promise<Link & { code: string }> {
  const info = decodeConnectionCode(offer, 'offer');
  const pc = newPeer();
  const channel = new Promise<RTCDataChannel>((resolve) =>
    pc.addEventListener('datachannel', (e) => resolve(opened(e.channel)), { once: true }),
  );
  await pc.setRemoteDescription({ type: 'offer', sdp: sdpFromInfo(info) });
  await pc.setLocalDescription(await pc.createAnswer());
  const code = await localCode(pc, 'answer');
  return { pc, channel, code };
}

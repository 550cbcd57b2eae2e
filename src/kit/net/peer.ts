// One WebRTC link between the host and one guest: no ICE servers (host candidates only, as on
// a LAN with no internet), no trickle (the code is made once gathering is complete), one
// ordered data channel. The host makes an offer code; the guest answers it with its own code.
import {
  credsFor,
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
  /** every message from the other side, in order, including those that came before this call */
  onMessage(handler: (data: unknown) => void): void;
}

/**
 * Listens on `ch` from the moment it exists and keeps what arrives until a handler is given.
 * The other side may send as soon as its end opens, which can be before this end's `open`
 * event: a listener added only then would miss that first message (a guest's hello; a guest
 * whose hello is not handled waits on "Connecting…", see netGuest's repeated hello).
 */
export function inbox(ch: Pick<RTCDataChannel, 'addEventListener'>): Link['onMessage'] {
  const early: unknown[] = [];
  let deliver: ((data: unknown) => void) | null = null;
  ch.addEventListener('message', (e: MessageEvent) => {
    if (deliver) deliver(e.data);
    else early.push(e.data);
  });
  return (handler) => {
    deliver = handler;
    for (const data of early.splice(0)) handler(data);
  };
}

/**
 * Sets `description` as the local one with ICE credentials made from its own fingerprint, so
 * that the code need not carry them (connectionCode's credsFor). A browser that refuses the
 * change keeps its own, and the code carries those.
 */
async function setLocal(pc: RTCPeerConnection, description: RTCSessionDescriptionInit): Promise<void> {
  const sdp = description.sdp ?? '';
  const fp = sdp.match(/^a=fingerprint:sha-256 ([0-9a-f:]+)/im)?.[1];
  if (fp) {
    const { ufrag, pwd } = credsFor(Uint8Array.from(fp.split(':').map((h) => parseInt(h, 16))));
    const munged = sdp
      .replace(/^a=ice-ufrag:.*$/gm, `a=ice-ufrag:${ufrag}`)
      .replace(/^a=ice-pwd:.*$/gm, `a=ice-pwd:${pwd}`);
    try {
      await pc.setLocalDescription({ type: description.type, sdp: munged });
      return;
    } catch {
      // this browser keeps its own credentials: set the description as it made it
    }
  }
  await pc.setLocalDescription(description);
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
  const onMessage = inbox(ch);
  await setLocal(pc, await pc.createOffer());
  const code = await localCode(pc, 'offer');
  return {
    pc,
    code,
    channel: opened(ch),
    onMessage,
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
  // the channel comes from the host: its inbox starts in the same event that brings it
  let box: Link['onMessage'] = () => {};
  const channel = new Promise<RTCDataChannel>((resolve) =>
    pc.addEventListener(
      'datachannel',
      (e) => {
        box = inbox(e.channel);
        resolve(opened(e.channel));
      },
      { once: true },
    ),
  );
  await pc.setRemoteDescription({ type: 'offer', sdp: sdpFromInfo(info) });
  await setLocal(pc, await pc.createAnswer());
  const code = await localCode(pc, 'answer');
  const onMessage: Link['onMessage'] = (handler) => void channel.then(() => box(handler));
  return { pc, channel, code, onMessage };
}

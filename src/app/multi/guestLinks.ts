// Links one more guest phone to this host: makes an offer code, accepts the guest's answer,
// and once the data channel opens hands it to the host table (and tells it when it closes).
import { toFrames } from '../../kit/net/chunks';
import { hostLink } from '../../kit/net/peer';
import type { Wire } from '../../kit/net/hostTable';
import { hostTable } from './netHost';

export interface PendingLink {
  code: string;
  accept(answer: string): Promise<void>;
  /** resolves once the guest's channel is open and handed to the host table */
  linked: Promise<void>;
  /** drops the link if it never opened */
  cancel(): void;
}

export async function linkGuestPhone(): Promise<PendingLink> {
  const link = await hostLink();
  let open = false;
  const linked = link.channel.then((ch) => {
    open = true;
    // a long state message goes in frames the channel accepts (the guest joins them)
    const wire: Wire = {
      send: (text) => {
        if (ch.readyState === 'open') for (const frame of toFrames(text)) ch.send(frame);
      },
    };
    const receive = hostTable.connect(wire);
    link.onMessage(receive);
    const gone = () => hostTable.disconnect(wire);
    ch.addEventListener('close', gone);
    link.pc.addEventListener('connectionstatechange', () => {
      const s = link.pc.connectionState;
      if (s === 'failed' || s === 'closed') gone();
    });
  });
  return {
    code: link.code,
    accept: link.accept,
    linked,
    cancel: () => {
      if (!open) link.pc.close();
    },
  };
}

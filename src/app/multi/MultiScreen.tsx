// The multi-phone join screen: the host shows its offer code, the guest reads it and shows its
// answer, the host reads that; then both phones say "connected" and can exchange a ping.
// Game seats over the link come with the kit's pass-and-play controller (issue 14).
import { useEffect, useRef, useState } from 'react';
import { guestLink, hostLink, type Link } from '../../kit/net/peer';
import { encodeMessage, parseGuestMessage } from '../../kit/net/protocol';
import { TopBar } from '../home/TopBar';
import { ReadCode, ShowCode } from './CodeParts';
import { useMultiT } from './strings';
import './multi.css';

type Step =
  | { name: 'choose' }
  | { name: 'host'; code: string | null; accept?: (answer: string) => Promise<void> }
  | { name: 'guest'; code: string | null }
  | { name: 'connected' }
  | { name: 'failed' };

/** ping and pong parse the same either way; the host/guest message sets share them */
const readPing = parseGuestMessage;

function Connected({ channel }: { channel: RTCDataChannel }) {
  const t = useMultiT();
  const sent = useRef(new Map<number, number>());
  const [received, setReceived] = useState<number | null>(null);
  const [answered, setAnswered] = useState<{ n: number; ms: number } | null>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const parsed = readPing(e.data);
      if (!parsed.ok) return console.warn(`[multi] dropped a message: ${parsed.error}`);
      const msg = parsed.msg;
      if (msg.t === 'ping') {
        setReceived(msg.n);
        channel.send(encodeMessage({ v: 1, t: 'pong', n: msg.n }));
      } else if (msg.t === 'pong' && sent.current.has(msg.n)) {
        setAnswered({ n: msg.n, ms: Math.round(performance.now() - sent.current.get(msg.n)!) });
      }
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [channel]);
  return (
    <section className="multi-card" aria-live="polite">
      <h2 className="multi-connected">{t('connected')}</h2>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          const n = sent.current.size + 1;
          sent.current.set(n, performance.now());
          channel.send(encodeMessage({ v: 1, t: 'ping', n }));
        }}
      >
        {t('ping')}
      </button>
      {received != null && <p data-testid="ping-received">{t('pingFrom', { n: received })}</p>}
      {answered && <p data-testid="pong">{t('pongIn', answered)}</p>}
    </section>
  );
}

export function MultiScreen() {
  const t = useMultiT();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [channel, setChannel] = useState<RTCDataChannel | null>(null);
  const link = useRef<Link | null>(null);
  useEffect(() => () => link.current?.pc.close(), []);

  function watch(l: Link) {
    link.current = l;
    l.pc.addEventListener('connectionstatechange', () => {
      if (l.pc.connectionState === 'failed') setStep({ name: 'failed' });
    });
    void l.channel.then((ch) => {
      setChannel(ch);
      setStep({ name: 'connected' });
    });
  }

  async function startHost() {
    setStep({ name: 'host', code: null });
    const l = await hostLink();
    watch(l);
    setStep({ name: 'host', code: l.code, accept: l.accept });
  }

  return (
    <div className="multi">
      <TopBar title={t('title')} />
      <div className="page">
        {step.name === 'choose' && (
          <>
            <p>{t('intro')}</p>
            <button type="button" className="btn btn-primary btn-big" onClick={() => void startHost()}>
              {t('host')}
            </button>
            <button
              type="button"
              className="btn btn-big"
              onClick={() => setStep({ name: 'guest', code: null })}
            >
              {t('join')}
            </button>
          </>
        )}
        {step.name === 'host' && !step.code && <output>{t('preparing')}</output>}
        {step.name === 'host' && step.code && (
          <>
            <ShowCode code={step.code} heading={t('hostShow')} />
            <ReadCode scanLabel={t('scanAnswer')} onCode={step.accept!} />
          </>
        )}
        {step.name === 'guest' && !step.code && (
          <ReadCode
            scanLabel={t('scanHost')}
            onCode={async (offer) => {
              const l = await guestLink(offer);
              watch(l);
              setStep((s) => (s.name === 'guest' ? { name: 'guest', code: l.code } : s));
            }}
          />
        )}
        {step.name === 'guest' && step.code && (
          <>
            <ShowCode code={step.code} heading={t('guestShow')} />
            <output>{t('connecting')}</output>
          </>
        )}
        {step.name === 'connected' && channel && <Connected channel={channel} />}
        {step.name === 'failed' && (
          <>
            <p role="alert">{t('failed')}</p>
            <button
              type="button"
              className="btn"
              onClick={() => {
                link.current?.pc.close();
                setStep({ name: 'choose' });
              }}
            >
              {t('again')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

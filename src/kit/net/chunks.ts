// Large messages over a data channel. Chromium refuses to send a message above the SCTP
// max-message-size (256 KiB) and older peers take 64 KiB at most, while a host's state message
// grows with the game (Village Pillage's views carry every round's log: ~415 KB for 6 seats late
// in a game). So a long text goes as numbered frames, each at most CHUNK_UNITS UTF-16 units
// (≤ 48 KiB of UTF-8), and the other side joins them. A short text goes as it is: a protocol
// message is JSON and starts with '{', a frame starts with '~<index>/<count>~'. The channel is
// ordered and reliable and a message's frames are sent together, so frames arrive in order;
// anything else (a frame out of order, a message past the size limit) is dropped whole.

const CHUNK_UNITS = 16_384;
const FRAME = /^~(\d+)\/(\d+)~/;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The frames to send for `text`: `[text]` itself when it is short. */
export function toFrames(text: string, size = CHUNK_UNITS): string[] {
  if (text.length <= size) return [text];
  const parts: string[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + size, text.length);
    // never cut between the two halves of a character outside the BMP (an emoji in a name)
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    parts.push(text.slice(at, end));
    at = end;
  }
  return parts.map((p, i) => `~${i}/${parts.length}~${p}`);
}

/**
 * One per channel: feed it every incoming message; it returns a whole message (a short one
 * unchanged, non-text data too, for the protocol to refuse) or null while frames are pending or
 * were dropped. A message longer than `maxChars` is dropped.
 */
export function createAssembler(maxChars: number): (data: unknown) => unknown {
  let parts: string[] = [];
  let count = 0;
  let length = 0;
  const reset = () => {
    parts = [];
    count = 0;
    length = 0;
  };
  return (data) => {
    if (typeof data !== 'string' || !data.startsWith('~')) {
      reset();
      return data;
    }
    const m = FRAME.exec(data);
    const index = m ? Number(m[1]) : -1;
    const total = m ? Number(m[2]) : 0;
    if (index === 0) {
      reset();
      count = total;
    }
    if (!m || index !== parts.length || total !== count || total < 2) {
      reset();
      return null;
    }
    const part = data.slice(m[0].length);
    length += part.length;
    if (length > maxChars) {
      reset();
      return null;
    }
    parts.push(part);
    if (parts.length < count) return null;
    const whole = parts.join('');
    reset();
    return whole;
  };
}

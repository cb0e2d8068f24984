import type WebSocket from 'ws';

/** A frame of the Pusher protocol as a client receives it. */
export interface Frame {
  readonly event: string;
  readonly channel?: string;
  readonly data?: unknown;
}

/** A Pusher protocol client over `ws` that keeps every frame it receives. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly listeners = new Set<() => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  /** The first frame (received or to come) that matches. */
  waitFor(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = this.frames.find(match);
        if (!found) return false;
        this.listeners.delete(listener);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const listener = (): void => void check();
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no matching frame; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.listeners.add(listener);
      check();
    });
  }

  send(event: string, data: unknown): void {
    this.socket.send(JSON.stringify({ event, data }));
  }

  /** The socket id the server gave in pusher:connection_established. */
  async socketId(): Promise<string> {
    const established = await this.waitFor((frame) => frame.event === 'pusher:connection_established');
    return (JSON.parse(String(established.data)) as { socket_id: string }).socket_id;
  }

  /** Frames received on a channel, other than subscription answers. */
  eventsOn(channel: string): Frame[] {
    return this.frames.filter((frame) => frame.channel === channel && !frame.event.startsWith('pusher_internal:'));
  }

  close(): void {
    this.socket.close();
  }
}

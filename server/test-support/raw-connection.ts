// Tests only: one keep-alive HTTP/1.1 connection spoken byte by byte, to see what a refused request
// leaves on its connection (server/http/input/refused-body.ts).
import net from 'node:net';

export /** One keep-alive connection: sends raw requests and reads whole answers (by Content-Length). */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;
  constructor(private socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => {});
  }
  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }
  send(head: string, body?: Buffer): void {
    this.socket.write(head);
    if (body) this.socket.write(body);
  }
  /** The next answer's status and headers, its body read; null when the connection closed first. */
  async answer(timeoutMs: number): Promise<{ status: number; headers: string } | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = this.buffer.subarray(0, end).toString('latin1');
        const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        const last = chunked ? this.buffer.indexOf('\r\n0\r\n\r\n', end) : -1;
        const size = chunked ? (last < 0 ? -1 : last + 7 - (end + 4)) : length;
        if (size >= 0 && this.buffer.length >= end + 4 + size) {
          this.buffer = this.buffer.subarray(end + 4 + size);
          return { status: Number(head.split(' ')[1]), headers: head.toLowerCase() };
        }
      }
      if (this.closed) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  close() {
    this.socket.destroy();
  }
}

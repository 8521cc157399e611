/** The parts of smtp-server (which ships no types) the browser tests use: a mail server of a test's own. */
declare module 'smtp-server' {
  import type { Server } from 'node:net';
  import type { Readable } from 'node:stream';

  type Session = { envelope: { rcptTo: Array<{ address: string }> } };
  type Auth = { username?: string; password?: string };
  type Options = {
    key?: Buffer;
    cert?: Buffer;
    logger?: boolean;
    authMethods?: string[];
    onAuth?: (auth: Auth, session: Session, callback: (error: Error | null, response?: { user: string }) => void) => void;
    onData?: (stream: Readable, session: Session, callback: (error?: Error | null) => void) => void;
  };
  export class SMTPServer {
    constructor(options: Options);
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
  }
}

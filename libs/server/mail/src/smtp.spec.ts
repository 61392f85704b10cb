import { createServer, type Server } from 'node:net';
import { readServerConfig } from '@bike/server/core';
import { createMailer } from './mailer';

/** Just enough of SMTP (RFC 5321) for nodemailer to hand over one message. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('SMTP mailer', () => {
  it('sends through nodemailer when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const config = { ...readServerConfig({}), smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'shop@ardenne.test' };
      // No database is touched on the SMTP path.
      const mailer = createMailer(config, undefined as never);
      await mailer.send({ to: 'rider@example.com', subject: 'Activate your account', text: 'Hello', html: '<p>Hello</p>' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^From: shop@ardenne\.test/m);
      expect(received[0]).toMatch(/^To: rider@example\.com/m);
      expect(received[0]).toMatch(/^Subject: Activate your account/m);
    } finally {
      server.close();
    }
  });

  it('sends every header field on one line: CR/LF, NEL and U+2028 of a name become spaces', async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const config = { ...readServerConfig({}), smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'shop@ardenne.test' };
      const mailer = createMailer(config, undefined as never);
      await mailer.send({
        to: 'rider@example.com', subject: 'Your request to Jan\r\nBcc: victim@example.com\u2028X-Spoofed: 1\u0085end', text: 'Hello',
        headers: { 'X-Note': 'a\u2029b' },
      });
      expect(received).toHaveLength(1);
      // Plain ASCII on one line: nothing a mail client could show as a second header.
      expect(received[0]).toMatch(/^Subject: Your request to Jan Bcc: victim@example\.com X-Spoofed: 1 end\r$/m);
      expect(received[0]).toMatch(/^X-Note: a b\r$/m);
      expect(received[0]).not.toMatch(/^(Bcc|X-Spoofed):/im);
    } finally {
      server.close();
    }
  });
});

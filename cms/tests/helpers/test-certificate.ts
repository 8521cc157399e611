import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A throw-away self-signed certificate for 127.0.0.1, ::1 and localhost, made with openssl in `dir`
 * for the test mail servers' STARTTLS (helpers/smtp-sink.ts). The servers under test trust it
 * through MAIL_TLS_CA_FILE, as an operator trusts a relay's private authority: certificates are
 * still verified, nothing is turned off for the tests.
 */
export const makeTestCertificate = (dir: string) => {
  const cert = path.join(dir, 'smtp-test-ca.pem');
  const key = path.join(dir, 'smtp-test-key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr}`);
  return { cert, key };
};

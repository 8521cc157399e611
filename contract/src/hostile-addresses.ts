/**
 * Addresses the one URL rule refuses (the contract's isImageReference), for the tests: none may be
 * stored through any way in (cms/tests/security-urls.test.ts) or become a link or a picture
 * (web/src/lib/images.test.ts). Not used by the app: test data both sides share.
 */
export const HOSTILE_ADDRESSES = [
  'javascript:alert(1)//x',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/0b7c1d2e',
  '//evil.example/x.jpg',
  '/backend/api/users/logout.php',
  '/images/x.jpg',
  'uploads/images/garden.jpg',
  '/uploads/../backend/api/users/logout.php',
  '/uploads/%2e%2e/backend/api/users/logout.php',
  '../uploads/x.jpg',
  '/uploads\\x.jpg',
  '\\\\evil.example\\x.jpg',
  'https://evil.example\\@example.org/x.jpg',
  'garden\u0000.jpg',
  'https://example.org/a\u2028b.jpg',
  'https://example.org/a\u200bb.jpg',
  '/uploads/a b.jpg',
  'https://user:secret@evil.example/x.jpg',
  'https://example.org/a/../b.jpg',
  'http://',
  'https:evil.example/x.jpg',
  '.htaccess',
  `https://example.org/${'a'.repeat(1000)}.jpg`,
];

// Preloaded (NODE_OPTIONS=--require) into an instance whose clock must run behind the others', as a
// machine's clock may: every `new Date()` and `Date.now()` of the process (and of the scripts it
// starts, which inherit NODE_OPTIONS) is AFH_TEST_CLOCK_BEHIND_MS earlier than the real time, so
// its cron timers fire that much later for the same scheduled slot (tests/backups-shared.test.ts).
const behind = Number(process.env.AFH_TEST_CLOCK_BEHIND_MS || 0);
if (behind > 0) {
  const RealDate = Date;
  function SkewedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() - behind).toString();
    return args.length === 0 ? new RealDate(RealDate.now() - behind) : new RealDate(...args);
  }
  SkewedDate.prototype = RealDate.prototype;
  SkewedDate.now = () => RealDate.now() - behind;
  SkewedDate.parse = RealDate.parse;
  SkewedDate.UTC = RealDate.UTC;
  globalThis.Date = SkewedDate;
}

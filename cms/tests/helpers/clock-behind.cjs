// Preloaded (NODE_OPTIONS=--require) into an instance whose clock must differ from the others', as
// a machine's clock may: every `new Date()` and `Date.now()` of the process (and of the scripts it
// starts, which inherit NODE_OPTIONS) is AFH_TEST_CLOCK_BEHIND_MS earlier than the real time, so
// its cron timers fire that much later for the same scheduled slot (tests/backups-shared.test.ts),
// or AFH_TEST_CLOCK_AHEAD_MS later: a fake clock at the hour a tour's reminder is due
// (tests/tour-reminders.test.ts). Timers still run on real time.
const shift = Number(process.env.AFH_TEST_CLOCK_BEHIND_MS || 0) - Number(process.env.AFH_TEST_CLOCK_AHEAD_MS || 0);
if (shift !== 0) {
  const RealDate = Date;
  function SkewedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() - shift).toString();
    return args.length === 0 ? new RealDate(RealDate.now() - shift) : new RealDate(...args);
  }
  SkewedDate.prototype = RealDate.prototype;
  SkewedDate.now = () => RealDate.now() - shift;
  SkewedDate.parse = RealDate.parse;
  SkewedDate.UTC = RealDate.UTC;
  globalThis.Date = SkewedDate;
}

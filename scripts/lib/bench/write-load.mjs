import { createFaq } from '../faq-client.mjs';
import { signIn } from '../server.mjs';

/** An admin saving an FAQ this often while the reads are measured (issue 31: five saves a second). */
export const SAVE_EVERY_MS = 200;

/**
 * Runs `measureReads` while an admin saves one FAQ every SAVE_EVERY_MS (each save changes its
 * question, so every public read and page that shows FAQs is made again). Returns the rows and how
 * many saves a second were made; a failed save fails the run.
 */
export const underWrites = async (base, measureReads) => {
  const cookie = await signIn(base);
  const faq = await createFaq(base, cookie, 'Bench: is this page made again after each save?');
  let saves = 0;
  let failure = null;
  let running = true;
  const saver = (async () => {
    const started = performance.now();
    while (running) {
      const due = started + (saves + 1) * SAVE_EVERY_MS;
      const reply = await fetch(`${base}/backend/api/faqs/update.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...faq, question: `Bench save ${saves}: is this page made again?` }),
      });
      await reply.arrayBuffer();
      if (reply.status !== 200) failure ??= `update.php answered ${reply.status}`;
      saves++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    return (performance.now() - started) / 1000;
  })();
  try {
    const rows = await measureReads();
    running = false;
    const seconds = await saver;
    if (failure) throw new Error(`A save failed during the write-load run: ${failure}`);
    return { rows, savesPerSecond: saves / seconds };
  } finally {
    running = false;
    await fetch(`${base}/backend/api/faqs/delete.php`, { method: 'DELETE', headers: { 'content-type': 'application/json', cookie, origin: base }, body: JSON.stringify({ id: faq.id }) }).catch(() => undefined);
  }
};

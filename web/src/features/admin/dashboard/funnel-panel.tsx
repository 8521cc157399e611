import { useQuery } from '@tanstack/react-query';
import * as page from '../admin-page.css';
import { durationInWords, funnelQuery } from './funnel-query';
import * as styles from './dashboard-page.css';

/**
 * The last 90 days (issue 45): how many requests came, how many came to a tour and how many moved
 * in, by how the family heard of the home, and how long a request waits for its first answer.
 * Its own loading and error words: the rest of the dashboard stands without it.
 */
export function FunnelPanel() {
  const funnel = useQuery(funnelQuery());
  const data = funnel.data;
  return (
    <section className={page.panel} aria-labelledby="funnel-title">
      <h2 id="funnel-title" className={page.panelTitle}>
        Last 90 days
      </h2>
      {funnel.isPending && <p aria-busy="true">Loading the figures…</p>}
      {funnel.isError && <p role="alert">The figures could not be read just now. Try again in a moment.</p>}
      {data && data.total.requests === 0 && <p>No requests in the last 90 days yet.</p>}
      {data && data.total.requests > 0 && (
        <>
          <p>
            {data.median_first_answer_minutes === null
              ? 'No request has been answered yet: the time to a first answer shows once one is marked answered.'
              : `Half of the answered requests got their first answer within ${durationInWords(data.median_first_answer_minutes)} (the median of ${data.answered}).`}
          </p>
          {/* On a phone the table can be wider than the screen: its frame scrolls, and takes the focus so a keyboard can scroll it too. */}
          <div className={styles.tableWrap} role="region" aria-labelledby="funnel-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="funnel-caption" className={styles.caption}>
                Requests, tours and move-ins by how the family heard of the home
              </caption>
              <thead>
                <tr>
                  <th scope="col">Heard about us</th>
                  <th scope="col">Requests</th>
                  <th scope="col">Tours</th>
                  <th scope="col">Moved in</th>
                </tr>
              </thead>
              <tbody>
                {data.sources.map((row) => (
                  <tr key={row.source}>
                    <th scope="row">{row.source}</th>
                    <td>{row.requests}</td>
                    <td>{row.tours}</td>
                    <td>{row.moved_in}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  <td>{data.total.requests}</td>
                  <td>{data.total.tours}</td>
                  <td>{data.total.moved_in}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

// Small callers of the FAQ API shared by the crash, backup and load tests.

export const createFaq = async (url, cookie, question) => {
  const reply = await fetch(`${url}/backend/api/faqs/create.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ question, answer: `Answer to ${question}`, category: 'general' }),
  });
  const body = await reply.json().catch(() => null);
  if (reply.status !== 201 || !body?.success) throw new Error(`create.php answered ${reply.status}: ${JSON.stringify(body)}`);
  return body.data;
};

/** Every FAQ, active and inactive, as the admin sees them. */
export const allFaqs = async (url, cookie) => {
  const reply = await fetch(`${url}/backend/api/faqs/admin_read.php`, { headers: { Cookie: cookie } });
  if (reply.status !== 200) throw new Error(`admin_read.php answered ${reply.status}`);
  return (await reply.json()).data;
};

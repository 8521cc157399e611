import { call } from './http';

/**
 * Reading the head of a served page the way a crawler without JavaScript does. The tags are
 * found by pattern; attribute values are decoded from the five entities the server writes.
 */
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] as string);

export const headOf = (html: string) => {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const tags = [...head.matchAll(/<(meta|link)\s+([^>]*?)\s*\/?>/gi)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[2].matchAll(/([a-z:-]+)="([^"]*)"/gi)) attributes[name] = decode(value);
    return attributes;
  });
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((match) => decode(match[1]));
  return {
    head,
    titles,
    title: titles[0],
    meta: (key: string) => tags.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content),
    link: (rel: string) => tags.filter((tag) => tag.rel === rel).map((tag) => tag.href),
    /** Every <script> element's type and raw text, in order. */
    scripts: [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({ attributes: match[1], text: match[2] })),
    jsonLd: () =>
      [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, any>),
  };
};

/** A page load as a browser or crawler makes it. */
export const loadPage = async (path: string) => {
  const reply = await call('GET', path, { headers: { Accept: 'text/html' } });
  return { ...reply, page: headOf(reply.text) };
};

import { renderPage } from '../../src/entry-server';
import type { ContentReplies, SiteAddress } from '@afh/contract/site';
import { replies as siteReplies, SITE, type PublicReplies } from './fixtures';

/**
 * Reading a rendered page the way a crawler without JavaScript does. The tags are found by
 * pattern; attribute values and text are decoded from the named entities React writes
 * (&amp; &lt; &gt; &quot;) and from numeric ones (React writes ' as &#x27;).
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string) =>
  value.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-f]+));/gi, (entity, name?: string, decimal?: string, hex?: string) => {
    if (name) return NAMED[name.toLowerCase()];
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

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
    /** Every <script> element's attributes and raw text, in order. */
    scripts: [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({ attributes: match[1], text: match[2] })),
    jsonLd: () => [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>),
  };
};

/** Every <img> in some markup, its attributes by lower-case name (React writes `srcSet` as srcSet), decoded. */
export const imagesOf = (markup: string) =>
  [...markup.matchAll(/<img\s([^>]*?)\s*\/?>/gi)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1].matchAll(/([a-z:-]+)="([^"]*)"/gi)) attributes[name.toLowerCase()] = decode(value);
    return attributes;
  });

/**
 * What the page's <div id="root"> holds: the page's markup as the server drew it, '' for the
 * app's shell (a page the browser draws alone).
 */
const rootOf = (html: string) => {
  const body = (/<body>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '').replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return /<div id="root">([\s\S]*)<\/div>/.exec(body)?.[1] ?? null;
};

/**
 * A page as the web app's server entry renders it for the CMS (decision 0026), from the public
 * replies of the fixtures' site unless others are given (and, issue 47, the replies in each language
 * offered without interface text). A redirect has a `location` and no page.
 */
type Given = { replies?: PublicReplies; site?: SiteAddress; contentReplies?: ContentReplies };
export const render = async (url: string, { replies = siteReplies(), site = SITE, contentReplies }: Given = {}) => {
  const answer = await renderPage({ url, replies, site, ...(contentReplies ? { contentReplies } : {}) });
  const headers: Record<string, string> = answer.headers ?? {};
  const html = answer.html ?? '';
  const location = answer.location;
  return { status: answer.status, location, headers, html, reads: answer.reads ?? [], page: headOf(html), root: rootOf(html) };
};

import { createElement, Fragment, type ReactNode } from 'react';
import type { Settings } from '../../lib/types';
import { OfficeContact } from './office-contact';

/**
 * A policy's words as data (issue 47): each language's module (`<page>-words.ts`, `.es.ts`) holds
 * the same structure, sections of paragraphs and lists, and one component draws any of them. A
 * paragraph is its runs in order, as its JSX was written: words, words in bold, a link, or one of
 * the home's details; the runs stay apart where the English JSX had them apart, so that the
 * English pages are drawn as before, to the byte.
 */
export type Detail = 'business' | 'careHours' | 'phone' | 'tourDays';
export type Run = string | { strong: string } | { link: string; text: string } | { detail: Detail };
export type Paragraph = string | readonly Run[];
/** A paragraph, a list, or the office's contact card addressed to someone ("Privacy Officer"). */
export type Block = { p: Paragraph } | { list: readonly Paragraph[] } | { contact: string };
export type SectionWords = { title: string; body: readonly Block[] };

/** A policy page's words; `Id` its sections' anchors, in order. */
export type PolicyWords<Id extends string = string> = {
  title: string;
  subtitle: string;
  crumb: string;
  /** The line over the text, with the month the policy dates from ('2025-01'), written in the language. */
  stamp: (month: string) => string;
  intro: Paragraph;
  sections: Record<Id, SectionWords>;
};

/** Types a page's words, keeping its sections' anchors (`Id`) so that every language has each of them. */
export const policyWords = <Id extends string>(words: PolicyWords<Id>) => words;

/** The month a policy dates from in a language (Intl), e.g. 'enero de 2025'. */
export const monthIn = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/** What a `{detail}` run shows, made once per page from the settings. */
export type Details = Record<Detail, ReactNode>;

const run = (part: Run, details: Details): ReactNode => {
  if (typeof part === 'string') return part;
  if ('strong' in part) return createElement('strong', null, part.strong);
  if ('link' in part) return createElement('a', { href: part.link }, part.text);
  return details[part.detail];
};

/** A paragraph's runs as an element's children (given apart, as JSX gives them, so that no key is needed). */
const inline = (tag: 'p' | 'li', paragraph: Paragraph, details: Details, key?: number) =>
  typeof paragraph === 'string'
    ? createElement(tag, { key }, paragraph)
    : createElement(tag, { key }, ...paragraph.map((part) => run(part, details)));

export const paragraphOf = (paragraph: Paragraph, details: Details) => inline('p', paragraph, details);

/** A section's body. */
export function LegalBlocks({ blocks, details, settings }: { blocks: readonly Block[]; details: Details; settings: Settings }) {
  return blocks.map((block, index) => (
    <Fragment key={index}>
      {'p' in block
        ? inline('p', block.p, details)
        : 'list' in block
          ? <ul>{block.list.map((item, itemIndex) => inline('li', item, details, itemIndex))}</ul>
          : <OfficeContact settings={settings} attention={block.contact} />}
    </Fragment>
  ));
}

import type { Core } from '@strapi/strapi';
import type { InquiryFunnel } from '@afh/contract/records';
import { HEARD_FROM } from '@afh/contract/inquiry-words';

const UID = 'api::inquiry.inquiry';
const DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests whose family did not say how they heard of the home. */
export const NOT_SAID = 'Not said';

type Row = {
  heardFrom: string | null;
  tourStart: string | Date | null;
  tourStatus: string | null;
  inquiryStatus: string | null;
  createdAt: string | Date;
  firstAnsweredAt: string | Date | null;
};

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The dashboard's last 90 days (issue 45): requests, how many had a tour and how many moved
 * in, by how the family heard of the home, and the median time from a request to the home's first
 * answer (the first time it left New). Deleted requests are not counted.
 */
export const inquiryFunnel = async (strapi: Core.Strapi, now = Date.now()): Promise<InquiryFunnel> => {
  const since = new Date(now - DAYS * DAY_MS);
  const rows = (await strapi.db.query(UID).findMany({
    where: { createdAt: { $gte: since }, deletedAt: null },
    select: ['heardFrom', 'tourStart', 'tourStatus', 'inquiryStatus', 'createdAt', 'firstAnsweredAt'],
  })) as Row[];
  const sources = [...HEARD_FROM, NOT_SAID].map((source) => ({ source, requests: 0, tours: 0, moved_in: 0 }));
  const total = { requests: 0, tours: 0, moved_in: 0 };
  const answerMinutes: number[] = [];
  for (const row of rows) {
    const line = sources.find((entry) => entry.source === row.heardFrom) ?? sources[sources.length - 1];
    // A tour: one booked and not cancelled, or a request that toured or moved in (a tour arranged by phone).
    const toured = (row.tourStart !== null && row.tourStatus !== 'cancelled') || row.inquiryStatus === 'toured' || row.inquiryStatus === 'moved_in';
    const movedIn = row.inquiryStatus === 'moved_in';
    for (const counts of [line, total]) {
      counts.requests++;
      if (toured) counts.tours++;
      if (movedIn) counts.moved_in++;
    }
    if (row.firstAnsweredAt) answerMinutes.push(Math.max(0, (new Date(row.firstAnsweredAt).getTime() - new Date(row.createdAt).getTime()) / 60_000));
  }
  const answered = median(answerMinutes);
  return {
    days: DAYS,
    since: since.toISOString(),
    total,
    sources: sources.filter((entry) => entry.requests > 0),
    median_first_answer_minutes: answered === null ? null : Math.round(answered),
    answered: answerMinutes.length,
  };
};

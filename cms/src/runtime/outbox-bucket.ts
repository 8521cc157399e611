import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SharedOutbox } from './outbox-shared';
import { isMissingObject } from './store-unavailable';

/**
 * The outbox's copies in the object store (issue 43): with UPLOAD_PROVIDER=s3, each entry an
 * instance keeps is also written to `outbox/<id>.json` in the uploads' bucket, so that any instance
 * can store it, even when the one that kept it is gone with its disk. The bucket must stay private
 * (README): these are families' requests, removed once stored.
 */

const PREFIX = 'outbox/';
const SUFFIX = '.json';
/** Ids are the server's own UUIDs; anything else never becomes a key. */
const ID = /^[A-Za-z0-9-]{1,100}$/;

const keyOf = (id: string) => {
  if (!ID.test(id)) throw new Error('An outbox id must be letters, digits and dashes');
  return `${PREFIX}${id}${SUFFIX}`;
};

export const bucketOutbox = ({ client, Bucket }: { client: S3Client; Bucket: string }): SharedOutbox => ({
  async put(id, text) {
    await client.send(new PutObjectCommand({ Bucket, Key: keyOf(id), Body: text, ContentType: 'application/json' }));
  },
  async list() {
    const ids: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
      for (const { Key } of page.Contents ?? []) {
        const id = Key?.slice(PREFIX.length, -SUFFIX.length);
        if (Key?.endsWith(SUFFIX) && id && ID.test(id)) ids.push(id);
      }
    }
    return ids;
  },
  async read(id) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }));
      return await object.Body?.transformToString('utf8');
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  },
  async remove(id) {
    // Deleting a key that is gone already is not an error in S3: another instance stored it first.
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
  },
});

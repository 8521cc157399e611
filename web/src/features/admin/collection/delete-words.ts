/** The words of a delete's toasts (a plain module: the unit tests read it without the toaster). */

/** The noun as it reads inside a sentence ('FAQ' stays as it is). */
export const inSentence = (noun: string) => (noun === noun.toUpperCase() ? noun : noun.toLowerCase());

/** 'FAQ “What is an adult family home?”', or the noun alone for an item without a name. */
export const named = (noun: string, name: string) => (name.trim() ? `${noun} “${name.trim()}”` : noun);

/**
 * The spec's sentence first ('FAQ deleted successfully.', and the same for Service, Program and
 * User), then which item went: 'FAQ deleted successfully. “What is an adult family home?”'.
 */
export const deletedText = (noun: string, name: string) => `${noun} deleted successfully.${name.trim() ? ` “${name.trim()}”` : ''}`;

// The user messages of spec §5 and §8 (the spec's Korean verbatim, as the source) and ours, used by both
// sides; put in words in the reader's language by textOf (docs/languages.md).
import { formMessages } from './form-messages.ts';
import { pageMessages } from './page-messages.ts';

export { pageMessages };

/** Every message: what any page says (page-messages.ts) and what forms, flows and the server say. */
export const messages = { ...pageMessages, ...formMessages };
